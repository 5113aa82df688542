import { CONNECT_LOGOS } from './generated/connect-logos';
import { provideLogos } from './logo';

/**
 * Called by the Connect view: what it draws by default (WalletConnect, the recommended wallets)
 * ships with it, so its first frame draws those logos rather than empty tiles filled in a round
 * trip later. A host's own featured wallets still load theirs as their rows render.
 */
export function withConnectLogos(): void {
  provideLogos(CONNECT_LOGOS);
}
