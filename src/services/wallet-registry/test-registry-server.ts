// A local WalletConnect-Explorer-format registry for the specs (not part of the build: only
// *.spec.ts files import it). Binds 127.0.0.1 on a random port.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running registry: its base URL, the requests it saw, and how it answers. */
export interface TestRegistry {
  url: string;
  requests: URL[];
  /** Replaces the answer (status and body; a string body is sent as is). */
  answer(handler: (url: URL) => { status: number; body: unknown }): void;
  close(): Promise<void>;
}

/** One Explorer-format wallet. */
export function explorerWallet(index: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `remote-${index}`,
    name: `Remote Wallet ${index}`,
    rdns: null,
    image_id: `img-${index}`,
    homepage: `https://remote-${index}.test/`,
    mobile_link: `remote${index}://`,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    injected: null,
    ...extra,
  };
}

/** Answers getWallets like the Explorer: `count` wallets, paged and searchable by name. */
export function explorerAnswer(count: number): (url: URL) => { status: number; body: unknown } {
  const all = Array.from({ length: count }, (_, i) => explorerWallet(i + 1));
  return (url) => {
    const page = Number(url.searchParams.get('page') ?? '1');
    const entries = Number(url.searchParams.get('entries') ?? '40');
    const search = url.searchParams.get('search')?.toLowerCase();
    const include = url.searchParams.get('include')?.split(',');
    const exclude = url.searchParams.get('exclude')?.split(',') ?? [];
    let data = all.filter((w) => !exclude.includes(String(w['id'])));
    if (include) data = data.filter((w) => include.includes(String(w['id'])));
    if (search) data = data.filter((w) => String(w['name']).toLowerCase().includes(search));
    return {
      status: 200,
      body: { count: data.length, data: data.slice((page - 1) * entries, page * entries) },
    };
  };
}

/** Starts a registry server. */
export async function startTestRegistry(): Promise<TestRegistry> {
  const requests: URL[] = [];
  let handler = explorerAnswer(0);
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const { status, body } = handler(url);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    answer: (next) => (handler = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
