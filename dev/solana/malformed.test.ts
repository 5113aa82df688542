import { Keypair } from '@solana/web3.js';
import WebSocket from 'ws';
import { RPC_ERROR } from './rpc-error';
import { spawnLocalSolana, type SolanaProcess } from './process';
import { MAX_BODY_BYTES } from './limits';
import { postRaw } from './testing';

let server: SolanaProcess;
/** The slot after seeding; nothing in this file lands a transaction, so it stays. */
let seededSlot: number;
beforeAll(async () => {
  server = await spawnLocalSolana({ port: 0, wsPort: 0 });
  seededSlot = ((await postRaw(server.rpcUrl, rpc('getSlot'))).json as { result: number }).result;
});
afterAll(async () => {
  await server.stop();
});

const rpc = (method: string, params?: unknown[], id: unknown = 1): string =>
  JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
const address = Keypair.generate().publicKey.toBase58();

async function errorCode(body: string): Promise<number | undefined> {
  const { json } = await postRaw(server.rpcUrl, body);
  return (json as { error?: { code: number } }).error?.code;
}

describe('local Solana RPC: malformed requests', () => {
  it('answers bad JSON with -32700', async () => {
    expect(await postRaw(server.rpcUrl, '{"jsonrpc":"2.0",')).toEqual({
      status: 200,
      json: { jsonrpc: '2.0', id: null, error: { code: RPC_ERROR.parseError, message: 'Parse error' } },
    });
  });

  it.each([
    ['a number', '42'],
    ['no method', JSON.stringify({ jsonrpc: '2.0', id: 1 })],
    ['a wrong version', JSON.stringify({ jsonrpc: '1.0', id: 1, method: 'getSlot' })],
    ['params as an object', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot', params: {} })],
    ['an empty batch', '[]'],
  ])('answers %s with -32600', async (_label, body) => {
    expect(await errorCode(body)).toBe(RPC_ERROR.invalidRequest);
  });

  it('answers an unknown method with -32601, prototype names included', async () => {
    expect(await errorCode(rpc('getEverything'))).toBe(RPC_ERROR.methodNotFound);
    expect(await errorCode(rpc('constructor'))).toBe(RPC_ERROR.methodNotFound);
    expect(await errorCode(rpc('__proto__'))).toBe(RPC_ERROR.methodNotFound);
  });

  it.each([
    ['getBalance', []],
    ['getBalance', ['not-base58!']],
    ['getBalance', [address, {}, 'extra']],
    ['getAccountInfo', [address, { encoding: 'base64+zstd' }]],
    ['getMultipleAccounts', [Array.from({ length: 101 }, () => address)]],
    ['getTokenAccountsByOwner', [address, {}]],
    ['getTokenAccountsByOwner', [address, { programId: address }]],
    ['getSignaturesForAddress', [address, { limit: 0 }]],
    ['getTransaction', ['abc']],
    ['sendTransaction', ['AAAA', { encoding: 'base64' }]],
    ['sendTransaction', ['A'.repeat(5000), { encoding: 'base64' }]],
    ['sendTransaction', ['%%%', { encoding: 'base64' }]],
    ['simulateTransaction', ['AAAA', { encoding: 'base64', sigVerify: true, replaceRecentBlockhash: true }]],
    ['getSignatureStatuses', [['nope']]],
    ['requestAirdrop', [address, -1]],
    ['requestAirdrop', [address, 1e15]],
    ['getFeeForMessage', ['not a message']],
    ['getMinimumBalanceForRentExemption', ['165']],
    ['getGenesisHash', [1]],
  ])('answers %s with bad params (case %#) with -32602', async (method, params) => {
    const { status, json } = await postRaw(server.rpcUrl, rpc(method, params));
    expect(status).toBe(200);
    expect(json).toMatchObject({ jsonrpc: '2.0', id: 1, error: { code: RPC_ERROR.invalidParams } });
    expect((json as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
  });

  it('names the bad param in the message', async () => {
    const { json } = await postRaw(server.rpcUrl, rpc('getBalance', ['xyz']));
    expect((json as { error: { message: string } }).error.message).toMatch(
      /params\.0: .*base58 account address/,
    );
  });

  it('refuses a body over the limit with 413 and keeps serving', async () => {
    const { status, json } = await postRaw(server.rpcUrl, rpc('getBalance', ['x'.repeat(MAX_BODY_BYTES)]));
    expect(status).toBe(413);
    expect(json).toMatchObject({ error: { code: RPC_ERROR.invalidRequest } });
    expect((await postRaw(server.rpcUrl, rpc('getSlot'))).json).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: seededSlot,
    });
  });

  it('answers a batch item by item, bad items included', async () => {
    const body = `[${rpc('getSlot', [], 1)},${rpc('nope', [], 2)},${rpc('getBalance', [address], 3)}]`;
    const { json } = await postRaw(server.rpcUrl, body);
    expect(json).toEqual([
      { jsonrpc: '2.0', id: 1, result: seededSlot },
      { jsonrpc: '2.0', id: 2, error: { code: RPC_ERROR.methodNotFound, message: 'Method not found: nope' } },
      {
        jsonrpc: '2.0',
        id: 3,
        result: { context: { slot: seededSlot, apiVersion: expect.any(String) }, value: 0 },
      },
    ]);
  });

  it('refuses other HTTP methods', async () => {
    expect((await fetch(server.rpcUrl)).status).toBe(405);
  });
});

describe('local Solana WebSocket: malformed messages', () => {
  async function exchange(frames: string[]): Promise<unknown[]> {
    const socket = new WebSocket(server.wsUrl);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const answers: unknown[] = [];
    const done = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        answers.push(JSON.parse(String(data)));
        if (answers.length === frames.length) resolve();
      }),
    );
    for (const frame of frames) socket.send(frame);
    await done;
    socket.close();
    return answers;
  }

  it('answers bad frames with JSON-RPC errors and keeps the socket open', async () => {
    const answers = await exchange([
      'not json',
      '{"jsonrpc":"2.0"}',
      rpc('accountSubscribe', [address]),
      rpc('signatureSubscribe', ['bad']),
      rpc('signatureUnsubscribe', [12345]),
      rpc('signatureSubscribe', ['1'.repeat(64)], 7),
    ]);
    expect(answers.map((answer) => (answer as { error?: { code: number } }).error?.code)).toEqual([
      RPC_ERROR.parseError,
      RPC_ERROR.invalidRequest,
      RPC_ERROR.methodNotFound,
      RPC_ERROR.invalidParams,
      RPC_ERROR.invalidParams,
      undefined,
    ]);
    expect(answers[5]).toEqual({ jsonrpc: '2.0', id: 7, result: expect.any(Number) });
  });
});
