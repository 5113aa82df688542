import * as z from 'zod/mini';
import { HttpClient, type FetchLike } from '../http-client';

const responseSchema = z.union([
  z.object({ id: z.number(), result: z.unknown() }),
  z.object({ id: z.number(), error: z.object({ code: z.number(), message: z.string() }) }),
]);

/** A JSON-RPC error answer of the node. */
export class JsonRpcError extends Error {
  /** The JSON-RPC error code (-32601: method not found). */
  readonly code: number;

  constructor(method: string, code: number, message: string) {
    super(`${method} failed: ${message} (${code})`);
    this.name = 'JsonRpcError';
    this.code = code;
  }
}

/** One call of a batch. */
export interface RpcCall {
  method: string;
  params: readonly unknown[];
}

/** A minimal JSON-RPC 2.0 client over HTTP POST (SPEC §7 chain RPC), with batches. */
export class JsonRpcClient {
  private readonly http: HttpClient;
  private nextId = 1;

  constructor(rpcUrl: string, fetch?: FetchLike) {
    this.http = new HttpClient(fetch ? { baseUrl: rpcUrl, fetch } : { baseUrl: rpcUrl });
  }

  /** Calls one method; throws JsonRpcError on an error answer, Error on a malformed one. */
  async call(method: string, params: readonly unknown[]): Promise<unknown> {
    const [result] = await this.batch([{ method, params }]);
    if (result instanceof JsonRpcError) throw result;
    return result;
  }

  /**
   * Sends the calls as one batch. The results come back in the calls' order, a JsonRpcError in
   * place of each call the node refused; a malformed or incomplete answer throws.
   */
  async batch(calls: readonly RpcCall[]): Promise<unknown[]> {
    if (calls.length === 0) return [];
    const requests = calls.map((call) => ({ jsonrpc: '2.0', id: this.nextId++, ...call }));
    const body = calls.length === 1 ? requests[0] : requests;
    const answer = await this.http.post({ path: '', body });
    const parsed = z.array(responseSchema).safeParse(Array.isArray(answer) ? answer : [answer]);
    if (!parsed.success) throw new Error(`Malformed JSON-RPC answer to ${calls[0]?.method ?? ''}`);
    return requests.map((request) => {
      const response = parsed.data.find((entry) => entry.id === request.id);
      if (!response) throw new Error(`No JSON-RPC answer to ${request.method}`);
      if ('error' in response) {
        return new JsonRpcError(request.method, response.error.code, response.error.message);
      }
      return response.result;
    });
  }
}
