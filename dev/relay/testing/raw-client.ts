import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import WebSocket from 'ws';
import { encodeDidKey } from '../auth';

/** A signing identity shaped like a WalletConnect client's: an Ed25519 key and its did:key. */
export interface TestIdentity {
  clientId: string;
  privateKey: KeyObject;
}

/** A fresh Ed25519 identity. */
export function createIdentity(): TestIdentity {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.x === undefined) throw new Error('Ed25519 JWK without x');
  return { clientId: encodeDidKey(Buffer.from(jwk.x, 'base64url')), privateKey };
}

const base64urlJson = (value: unknown): string =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** Signs a relay JWT the way @walletconnect/relay-auth does (EdDSA over "header.payload"). */
export function signRelayJwt(
  identity: TestIdentity,
  options: { aud?: string; iat?: number; exp?: number; header?: unknown } = {},
): string {
  const iat = options.iat ?? Math.floor(Date.now() / 1000);
  const header = base64urlJson(options.header ?? { alg: 'EdDSA', typ: 'JWT' });
  const payload = base64urlJson({
    iss: identity.clientId,
    sub: 'test-session',
    aud: options.aud ?? 'ws://127.0.0.1',
    iat,
    exp: options.exp ?? iat + 86_400,
  });
  const signature = sign(null, Buffer.from(`${header}.${payload}`, 'utf8'), identity.privateKey).toString(
    'base64url',
  );
  return `${header}.${payload}.${signature}`;
}

/** Any JSON object received from the relay. */
export type Frame = Record<string, unknown>;

/** A bare WebSocket client that speaks to the relay frame by frame, for protocol tests. */
export class RawRelayClient {
  readonly frames: Frame[] = [];
  private nextId = 1;
  private waiters: (() => void)[] = [];

  private constructor(
    readonly socket: WebSocket,
    readonly identity: TestIdentity,
  ) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', () => {
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Opens a socket to `url` authenticated as `identity` (a new one by default). */
  static async connect(
    url: string,
    identity: TestIdentity = createIdentity(),
    options: { autoPong?: boolean } = {},
  ) {
    const auth = signRelayJwt(identity, { aud: url });
    const socket = new WebSocket(`${url}/?auth=${auth}&projectId=test&ua=wc-2%2Fjs-2.25.0%2Ftest`, {
      autoPong: options.autoPong ?? true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new RawRelayClient(socket, identity);
  }

  /** Sends raw text. */
  sendText(text: string): void {
    this.socket.send(text);
  }

  /** Sends a JSON-RPC request and resolves with the reply that has its id. */
  async request(method: string, params: unknown): Promise<Frame> {
    const id = String(this.nextId++);
    this.sendText(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
    return this.waitForFrame((frame) => frame.id === id && !('method' in frame), `the reply to ${method}`);
  }

  /** Resolves with the first frame (already received or arriving later) that matches. */
  async waitForFrame(
    match: (frame: Frame) => boolean,
    description: string,
    timeoutMs = 5_000,
  ): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(match);
      if (found !== undefined) return found;
      if (this.socket.readyState !== WebSocket.OPEN)
        throw new Error(`Socket closed while waiting for ${description}`);
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`Timed out waiting for ${description}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** `irn_subscription` deliveries received so far. */
  deliveries(): Frame[] {
    return this.frames.filter((frame) => frame.method === 'irn_subscription');
  }

  /** Answers a delivery with `result: true`, as @walletconnect/core does. */
  acknowledge(delivery: Frame): void {
    this.sendText(JSON.stringify({ id: delivery.id, jsonrpc: '2.0', result: true }));
  }

  /** Closes the socket and resolves once it is closed. */
  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }

  /** Resolves once the server has closed the socket. */
  async closed(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => this.socket.once('close', () => resolve()));
  }
}
