import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/**
 * What the proxy does to each JSON-RPC request:
 * - `none`: passes it to the node unchanged;
 * - `drop`: closes the connection without an answer;
 * - `hang`: never answers (until the fault changes or the proxy stops);
 * - `delay`: answers like the node after `delayMs`;
 * - `http500`: answers HTTP 500;
 * - `malformed`: answers 200 with a body that is not JSON;
 * - `wrongChain`: passes everything on, but claims chain id `chainId` in eth_chainId / net_version;
 * - `noOtterscan`: a node without the Otterscan API: `ots_` methods are 'method not found' (-32601),
 *   everything else is passed on.
 */
export const FaultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('drop') }),
  z.object({ kind: z.literal('hang') }),
  z.object({ kind: z.literal('delay'), delayMs: z.number().int().min(0).max(60_000) }),
  z.object({ kind: z.literal('http500') }),
  z.object({ kind: z.literal('malformed') }),
  z.object({ kind: z.literal('wrongChain'), chainId: z.number().int().positive() }),
  z.object({ kind: z.literal('noOtterscan') }),
]);

/** One fault of {@link FaultSchema}. */
export type RpcFault = z.infer<typeof FaultSchema>;

/** Options of {@link startFaultyRpcProxy}. */
export interface FaultyRpcProxyOptions {
  /** The node's JSON-RPC URL. */
  target: string;
  /** Port on 127.0.0.1 (0 picks a free one). */
  port?: number;
  /** The fault at start (default none). */
  fault?: RpcFault;
}

/** A running proxy. */
export interface FaultyRpcProxy {
  url: string;
  /** JSON-RPC methods received, in order (batch members one by one). */
  readonly methods: string[];
  /** Changes the fault for the requests that follow (hanging ones are released as dropped). */
  setFault(fault: RpcFault): void;
  stop(): Promise<void>;
}

/** The path on which `POST { kind, ... }` changes the fault (for a browser page or curl). */
export const FAULT_CONTROL_PATH = '/__fault';

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
} as const;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function methodsOf(body: string): string[] {
  try {
    const parsed: unknown = JSON.parse(body);
    const calls = Array.isArray(parsed) ? parsed : [parsed];
    return calls.map((call) => String((call as { method?: unknown })?.method ?? '?'));
  } catch {
    return ['(not JSON)'];
  }
}

/** Rewrites the chain-id answers of a node response (single or batch) to `chainId`. */
function claimChain(requestBody: string, responseBody: string, chainId: number): string {
  const requests = JSON.parse(requestBody) as unknown;
  const responses = JSON.parse(responseBody) as unknown;
  const byId = new Map<unknown, string>();
  for (const call of Array.isArray(requests) ? requests : [requests]) {
    const { id, method } = call as { id?: unknown; method?: unknown };
    byId.set(id, String(method));
  }
  const rewrite = (answer: { id?: unknown; result?: unknown }): object => {
    const method = byId.get(answer.id);
    if (method === 'eth_chainId') return { ...answer, result: `0x${chainId.toString(16)}` };
    if (method === 'net_version') return { ...answer, result: String(chainId) };
    return answer;
  };
  const rewritten = Array.isArray(responses)
    ? responses.map((answer: { id?: unknown }) => rewrite(answer))
    : rewrite(responses as { id?: unknown });
  return JSON.stringify(rewritten);
}

/** The JSON-RPC 'method not found' answer a node gives to a method it does not serve. */
const methodNotFound = (id: unknown): object => ({
  jsonrpc: '2.0',
  id,
  error: { code: -32601, message: 'Method not found' },
});

/**
 * Answers the `ots_` calls of a request (single or batch) as 'method not found' and forwards the
 * rest to the node, putting the answers back together in the request's order.
 */
async function withoutOtterscan(target: string, body: string): Promise<{ status: number; body: string }> {
  const parsed = JSON.parse(body) as unknown;
  const calls = (Array.isArray(parsed) ? parsed : [parsed]) as Array<{ id?: unknown; method?: unknown }>;
  const refused = (call: { method?: unknown }): boolean => String(call.method).startsWith('ots_');
  const passed = calls.filter((call) => !refused(call));
  const upstream = passed.length > 0 ? await forward(target, JSON.stringify(passed)) : undefined;
  if (upstream && upstream.status !== 200) return upstream;
  const answers = upstream ? (JSON.parse(upstream.body) as Array<{ id?: unknown }>) : [];
  const merged = calls.map((call) =>
    refused(call) ? methodNotFound(call.id) : answers.find((answer) => answer.id === call.id),
  );
  return { status: 200, body: JSON.stringify(Array.isArray(parsed) ? merged : merged[0]) };
}

async function forward(target: string, body: string): Promise<{ status: number; body: string }> {
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: await response.text() };
}

/**
 * Starts an HTTP JSON-RPC proxy in front of a node that injects one fault at a time (drops,
 * hangs, delays, HTTP 500, malformed JSON, a wrong chain id, no Otterscan API), for failover tests and for trying
 * the product against a flaky RPC by hand.
 */
export async function startFaultyRpcProxy(options: FaultyRpcProxyOptions): Promise<FaultyRpcProxy> {
  let fault: RpcFault = FaultSchema.parse(options.fault ?? { kind: 'none' });
  const methods: string[] = [];
  const hanging = new Set<ServerResponse>();

  const answer = (response: ServerResponse, status: number, body: string): void => {
    response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json' });
    response.end(body);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS_HEADERS).end();
    const body = await readBody(request);
    if (request.url === FAULT_CONTROL_PATH) {
      const parsed = FaultSchema.safeParse(JSON.parse(body || 'null'));
      if (!parsed.success) return answer(response, 400, JSON.stringify({ error: parsed.error.message }));
      proxy.setFault(parsed.data);
      return answer(response, 200, JSON.stringify(parsed.data));
    }
    methods.push(...methodsOf(body));
    const current = fault;
    switch (current.kind) {
      case 'drop':
        return void response.socket?.destroy();
      case 'hang':
        hanging.add(response);
        return;
      case 'http500':
        return answer(response, 500, JSON.stringify({ message: 'Internal Server Error' }));
      case 'malformed':
        return answer(response, 200, '{"jsonrpc":"2.0","id":1,"result":0x');
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, current.delayMs));
        break;
      default:
        break;
    }
    if (current.kind === 'noOtterscan') {
      const partial = await withoutOtterscan(options.target, body);
      return answer(response, partial.status, partial.body);
    }
    const upstream = await forward(options.target, body);
    const text =
      current.kind === 'wrongChain' ? claimChain(body, upstream.body, current.chainId) : upstream.body;
    answer(response, upstream.status, text);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) answer(response, 502, JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const proxy: FaultyRpcProxy = {
    url: `http://127.0.0.1:${port}`,
    methods,
    setFault(next) {
      fault = FaultSchema.parse(next);
      for (const response of hanging) response.socket?.destroy();
      hanging.clear();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.socket?.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return proxy;
}
