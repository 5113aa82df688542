import type { RegistryEntry } from '../../stores/wallet-registry';
import { fromExplorerWallet, parseExplorerPage } from './explorer-format';

/** How long one registry request may take, body included, before it counts as failed. */
export const REGISTRY_REQUEST_TIMEOUT_MS = 10_000;
/** Largest registry answer read (a page of 100 wallets is about 100 kB); a bigger one is refused. */
export const MAX_REGISTRY_RESPONSE_BYTES = 2_000_000;

/** What to ask the remote registry for (WalletConnect Explorer `getWallets` parameters). */
export interface RegistryQuery {
  page: number;
  entries: number;
  search?: string;
  include?: readonly string[];
  exclude?: readonly string[];
}

/** One page of the remote registry. */
export interface RegistryPage {
  count: number;
  entries: RegistryEntry[];
}

/** The fetch function used (the browser's by default; tests may pass their own). */
export type FetchLike = (input: string, init?: { signal?: AbortSignal }) => Promise<Response>;

/** Checks a registry base URL (http or https); throws a clear Error otherwise. */
export function checkRegistryUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Invalid wallet registry URL "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Invalid wallet registry URL "${url}": expected http or https`);
  }
  return parsed;
}

/** The `getWallets` URL for a query; empty parameters are left out. */
export function registryPageUrl(baseUrl: string, query: RegistryQuery): string {
  const base = checkRegistryUrl(baseUrl);
  const url = new URL(base.pathname.replace(/\/?$/, '/getWallets'), base);
  url.searchParams.set('page', String(query.page));
  url.searchParams.set('entries', String(query.entries));
  if (query.search) url.searchParams.set('search', query.search);
  if (query.include?.length) url.searchParams.set('include', query.include.join(','));
  if (query.exclude?.length) url.searchParams.set('exclude', query.exclude.join(','));
  return url.toString();
}

/**
 * Fetches and validates one page of a WalletConnect-Explorer-format registry. Throws an Error
 * saying what went wrong (unreachable, HTTP status, not JSON, bad shape, timeout).
 */
export async function fetchRegistryPage(
  baseUrl: string,
  query: RegistryQuery,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): Promise<RegistryPage> {
  const url = registryPageUrl(baseUrl, query);
  const controller = new AbortController();
  // One deadline for the headers and the body: a registry that trickles its answer is cut off too.
  const timer = setTimeout(() => controller.abort(), REGISTRY_REQUEST_TIMEOUT_MS);
  try {
    const text = await readBody(url, controller.signal, fetchImpl);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error('Invalid wallet registry response: not JSON');
    }
    const page = parseExplorerPage(body);
    // A page never holds more than was asked for, whatever the registry sends.
    return { count: page.count, entries: page.data.slice(0, query.entries).map(fromExplorerWallet) };
  } finally {
    clearTimeout(timer);
  }
}

function unreachable(signal: AbortSignal, error: unknown): Error {
  const reason = signal.aborted ? 'timed out' : error instanceof Error ? error.message : String(error);
  return new Error(`Could not reach the wallet registry (${reason})`);
}

/** The answer's text, refused once it passes MAX_REGISTRY_RESPONSE_BYTES or the deadline. */
async function readBody(url: string, signal: AbortSignal, fetchImpl: FetchLike): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal });
  } catch (error) {
    throw unreachable(signal, error);
  }
  if (!response.ok) throw new Error(`The wallet registry answered HTTP status code: ${response.status}`);
  const tooBig = new Error(
    `Invalid wallet registry response: larger than ${MAX_REGISTRY_RESPONSE_BYTES / 1_000_000} MB`,
  );
  if (Number(response.headers.get('content-length')) > MAX_REGISTRY_RESPONSE_BYTES) {
    void response.body?.cancel().catch(() => undefined);
    throw tooBig;
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      bytes += value.byteLength;
      if (bytes > MAX_REGISTRY_RESPONSE_BYTES) {
        void reader.cancel().catch(() => undefined);
        throw tooBig;
      }
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    if (error === tooBig) throw error;
    throw unreachable(signal, error);
  }
}
