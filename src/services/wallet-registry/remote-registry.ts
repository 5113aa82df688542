import type { RegistryEntry } from '../../stores/wallet-registry';
import { fromExplorerWallet, parseExplorerPage } from './explorer-format';

/** How long one registry request may take before it counts as failed. */
export const REGISTRY_REQUEST_TIMEOUT_MS = 10_000;

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
  const timer = setTimeout(() => controller.abort(), REGISTRY_REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: controller.signal });
  } catch (error) {
    const reason = controller.signal.aborted
      ? 'timed out'
      : error instanceof Error
        ? error.message
        : String(error);
    throw new Error(`Could not reach the wallet registry (${reason})`);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new Error(`The wallet registry answered HTTP status code: ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error('Invalid wallet registry response: not JSON');
  }
  const page = parseExplorerPage(body);
  return { count: page.count, entries: page.data.map(fromExplorerWallet) };
}
