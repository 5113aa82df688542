import type { FetchLike } from '../http-client';

/**
 * A fetch for tests answering GETs from a list of JSON bodies in turn (status 200), recording
 * each URL asked for; a call past the list fails.
 */
export function jsonAnswers(bodies: readonly unknown[], status = 200): { fetch: FetchLike; urls: URL[] } {
  const urls: URL[] = [];
  const fetch: FetchLike = async (url) => {
    urls.push(new URL(url));
    if (urls.length > bodies.length) throw new Error(`Unexpected request ${url}`);
    const body = bodies[urls.length - 1];
    return { ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
  };
  return { fetch, urls };
}
