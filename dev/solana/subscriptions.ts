import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { LocalSolanaChain } from './chain';
import type { LandedTransaction } from './ledger';
import { errorResponse } from './dispatch';
import { RPC_ERROR, SolanaRpcError } from './rpc-error';
import { CommitmentConfig, Signature } from './schemas';

/** Most open subscriptions one socket may hold. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 1000;

const WsRequest = z.strictObject({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(128), z.number()]),
  method: z.string().max(64),
  params: z.array(z.unknown()).optional(),
});
const SignatureSubscribeParams = z.tuple([
  Signature,
  CommitmentConfig.extend({ enableReceivedNotification: z.boolean().optional() }).optional(),
]);
const UnsubscribeParams = z.tuple([z.number().int().nonnegative()]);

/**
 * The WebSocket side of the local chain: signatureSubscribe / signatureUnsubscribe. A signature
 * subscription fires once, when the transaction lands (at once if it already has), then ends.
 */
export class SignatureSubscriptions {
  private nextId = 1;
  private readonly bySocket = new Map<WebSocket, Map<number, string>>();
  private readonly stopListening: () => void;

  constructor(private readonly chain: LocalSolanaChain) {
    this.stopListening = chain.onTransaction((landed) => this.notifyLanded(landed));
  }

  /** Starts tracking a socket; its subscriptions end when it closes. */
  attach(socket: WebSocket): void {
    this.bySocket.set(socket, new Map());
    socket.once('close', () => this.bySocket.delete(socket));
  }

  /** Answers one text frame from a socket. */
  handle(socket: WebSocket, text: string): void {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      this.send(socket, errorResponse(null, new SolanaRpcError(RPC_ERROR.parseError, 'Parse error')));
      return;
    }
    const request = WsRequest.safeParse(body);
    if (!request.success) {
      this.send(socket, errorResponse(null, new SolanaRpcError(RPC_ERROR.invalidRequest, 'Invalid request')));
      return;
    }
    const { id, method, params = [] } = request.data;
    const reply = (result: unknown): void => this.send(socket, { jsonrpc: '2.0', id, result });
    const fail = (code: number, message: string): void =>
      this.send(socket, errorResponse(id, new SolanaRpcError(code, message)));

    if (method === 'signatureSubscribe') {
      const parsed = SignatureSubscribeParams.safeParse(params);
      if (!parsed.success)
        return fail(RPC_ERROR.invalidParams, `Invalid params: ${parsed.error.issues[0]?.message ?? ''}`);
      const subscriptions = this.bySocket.get(socket);
      if (!subscriptions) return;
      if (subscriptions.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
        return fail(RPC_ERROR.invalidRequest, `Too many subscriptions (max ${MAX_SUBSCRIPTIONS_PER_SOCKET})`);
      }
      const subscription = this.nextId++;
      subscriptions.set(subscription, parsed.data[0]);
      reply(subscription);
      const landed = this.chain.ledger.get(parsed.data[0]);
      if (landed) this.notify(socket, subscription, landed);
      return;
    }
    if (method === 'signatureUnsubscribe') {
      const parsed = UnsubscribeParams.safeParse(params);
      if (!parsed.success) return fail(RPC_ERROR.invalidParams, 'Invalid params: expected [subscription id]');
      const removed = this.bySocket.get(socket)?.delete(parsed.data[0]) ?? false;
      return removed ? reply(true) : fail(RPC_ERROR.invalidParams, 'Invalid subscription id.');
    }
    fail(RPC_ERROR.methodNotFound, `Method not found: ${method}`);
  }

  /** Stops listening to the chain. */
  close(): void {
    this.stopListening();
    this.bySocket.clear();
  }

  private notifyLanded(landed: LandedTransaction): void {
    for (const [socket, subscriptions] of this.bySocket) {
      for (const [subscription, signature] of subscriptions) {
        if (signature === landed.signature) this.notify(socket, subscription, landed);
      }
    }
  }

  private notify(socket: WebSocket, subscription: number, landed: LandedTransaction): void {
    this.bySocket.get(socket)?.delete(subscription);
    this.send(socket, {
      jsonrpc: '2.0',
      method: 'signatureNotification',
      params: { result: { context: { slot: landed.slot }, value: { err: landed.err } }, subscription },
    });
  }

  private send(socket: WebSocket, message: unknown): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }
}
