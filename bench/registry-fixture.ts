import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevServer } from '../dev/server';

/** One wallet in the WalletConnect Explorer format the remote registry client reads. */
interface FixtureWallet {
  id: string;
  name: string;
  homepage: string;
  image_url: null;
}

const FIRST = [
  'Aurora',
  'Basalt',
  'Cedar',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
];
const SECOND = ['Vault', 'Pocket', 'Keys', 'Safe', 'Purse', 'Signer', 'Ledger', 'Wallet', 'Chest', 'Box'];

/** `count` distinct wallets with varied names (so a search narrows the list), the same on every run. */
export function registryFixture(count: number): FixtureWallet[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${FIRST[index % 10]} ${SECOND[Math.floor(index / 10) % 10]} ${String(index).padStart(4, '0')}`;
    const id = `bench-wallet-${index}`;
    return { id, name, homepage: `https://${id}.example`, image_url: null };
  });
}

/** The Explorer `getWallets` answer for one request: search, include, exclude, then the page. */
export function registryPage(
  wallets: readonly FixtureWallet[],
  url: URL,
): { count: number; data: FixtureWallet[] } {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
  const entries = Math.min(200, Math.max(1, Number(url.searchParams.get('entries') ?? '40') || 40));
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const include = url.searchParams.get('include')?.split(',');
  const exclude = new Set(url.searchParams.get('exclude')?.split(',') ?? []);
  const matching = wallets.filter(
    (wallet) =>
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!include || include.includes(wallet.id)) &&
      !exclude.has(wallet.id),
  );
  return { count: matching.length, data: matching.slice((page - 1) * entries, page * entries) };
}

/** Serves `wallets` as a registry at `<server>/bench-registry` (same origin as the page). */
export function serveRegistry(server: DevServer, wallets: readonly FixtureWallet[]): string {
  server.route(
    'GET',
    '/bench-registry/getWallets',
    (_request: IncomingMessage, response: ServerResponse, url) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(registryPage(wallets, url)));
    },
  );
  return `${server.url}/bench-registry`;
}
