import type { FetchLike } from '../http-client';

/** One recorded JSON-RPC exchange: the request body sent and the answer received. */
export interface RecordedExchange {
  request: unknown;
  response: unknown;
}

type RpcMessage = { id: number; method?: string; params?: unknown };

const withoutId = (message: unknown): string => {
  const list = (Array.isArray(message) ? message : [message]) as RpcMessage[];
  return JSON.stringify(list.map(({ method, params }) => ({ method, params })));
};

/**
 * A fetch for tests that answers JSON-RPC requests from recorded exchanges: a request matches a
 * recording with the same methods and params (ids aside), and the answer gets the new ids.
 * `calls` lists the methods asked for; an unrecorded request fails the test's call.
 */
export function replayFetch(exchanges: readonly RecordedExchange[]): { fetch: FetchLike; calls: string[] } {
  const calls: string[] = [];
  const fetch: FetchLike = async (_url, init) => {
    const request = JSON.parse(String(init?.body)) as RpcMessage | RpcMessage[];
    const requests = Array.isArray(request) ? request : [request];
    calls.push(...requests.map((entry) => entry.method ?? ''));
    const found = exchanges.find((exchange) => withoutId(exchange.request) === withoutId(request));
    if (!found) throw new Error(`No recorded answer for ${withoutId(request)}`);
    const recordedRequests = (Array.isArray(found.request) ? found.request : [found.request]) as RpcMessage[];
    const answers = (Array.isArray(found.response) ? found.response : [found.response]) as RpcMessage[];
    const renumbered = answers.map((answer) => {
      const index = recordedRequests.findIndex((entry) => entry.id === answer.id);
      return { ...answer, id: requests[index]?.id };
    });
    const body = Array.isArray(request) ? renumbered : renumbered[0];
    return { ok: true, status: 200, json: async () => body } as unknown as Response;
  };
  return { fetch, calls };
}
