import { withConnectLogos } from './connect-logos-now';
import { ALL_WALLETS_LOGOS } from './generated/all-wallets-logos';
import { provideLogos } from './logo';

/**
 * Called by AllWallets: the logos of the bundled wallets on its first screen ship with it (those
 * Connect ships, and the rest in AllWallets' own chunk), so its first frame draws them rather than
 * empty tiles filled in a round trip later. Rows further down, and a remote registry's own images,
 * load as they are drawn.
 */
export function withAllWalletsLogos(): void {
  withConnectLogos();
  provideLogos(ALL_WALLETS_LOGOS);
}
