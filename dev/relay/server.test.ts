import WebSocket from 'ws';
import { RPC_ERROR } from './errors';
import { PARAMS_SCHEMAS } from './protocol';
import { startRelay, type RelayOptions, type RunningRelay } from './server';
import { subscriptionIdFor } from './subscriptions';
import { createIdentity, RawRelayClient, signRelayJwt, type Frame } from './testing/raw-client';
import { waitFor } from '../wait';

const TOPIC_A = 'a1'.repeat(32);
const TOPIC_B = 'b2'.repeat(32);
const TOPIC_C = 'c3'.repeat(32);
const msg = (text: string) => Buffer.from(text).toString('base64');
const text = (delivery: Frame) => Buffer.from(dataOf(delivery).message as string, 'base64').toString();

function dataOf(delivery: Frame): Record<string, unknown> {
  return (delivery.params as { data: Record<string, unknown> }).data;
}

/** A controllable clock for the relay (mailbox TTLs and JWT times). */
const clock = { offsetMs: 0, now: () => Date.now() + clock.offsetMs };

let relay: RunningRelay | undefined;
let clients: RawRelayClient[] = [];
const logLines: string[] = [];

async function start(options: RelayOptions = {}): Promise<RunningRelay> {
  relay = await startRelay({ port: 0, now: clock.now, log: (line) => logLines.push(line), ...options });
  return relay;
}

async function connect(
  identity = createIdentity(),
  options: { autoPong?: boolean } = {},
): Promise<RawRelayClient> {
  if (relay === undefined) throw new Error('start the relay first');
  const client = await RawRelayClient.connect(relay.url, identity, options);
  clients.push(client);
  return client;
}

/** HTTP status of a refused WebSocket upgrade. */
function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.close();
      reject(new Error(`${url} was accepted`));
    });
    socket.once('error', () => undefined);
  });
}

function expectError(reply: Frame, code: number): string {
  expect(reply).toMatchObject({ jsonrpc: '2.0', error: { code } });
  return (reply.error as { message: string }).message;
}

/** Publishes `marker` on a topic the client follows and waits for it: everything sent before it has arrived. */
async function sync(
  publisher: RawRelayClient,
  receiver: RawRelayClient,
  topic: string,
  marker: string,
): Promise<void> {
  await publisher.request('irn_publish', { topic, message: msg(marker), ttl: 60 });
  await receiver.waitForFrame(
    (frame) => frame.method === 'irn_subscription' && text(frame) === marker,
    marker,
  );
}

afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
  await relay?.stop();
  relay = undefined;
  clock.offsetMs = 0;
  logLines.length = 0;
});

describe('relay HTTP and upgrade', () => {
  it('serves /health and refuses plain HTTP elsewhere', async () => {
    const { port } = await start();
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    await expect(health.json()).resolves.toEqual({
      status: 'ok',
      connections: 0,
      subscribedTopics: 0,
      storedMessages: 0,
    });
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(426);
    expect((await fetch(`http://127.0.0.1:${port}/nope`)).status).toBe(404);
  });

  it('refuses upgrades without a valid, unexpired auth JWT or with an unknown query', async () => {
    const { url } = await start();
    const identity = createIdentity();
    expect(await upgradeStatus(`${url}/?projectId=x`)).toBe(401);
    expect(await upgradeStatus(`${url}/?auth=not-a-jwt`)).toBe(401);
    const expired = signRelayJwt(identity, { iat: 1_000, exp: 2_000 });
    expect(await upgradeStatus(`${url}/?auth=${expired}`)).toBe(401);
    const valid = signRelayJwt(identity);
    expect(await upgradeStatus(`${url}/?auth=${valid}&debug=1`)).toBe(400);
    expect(await upgradeStatus(`${url}/other?auth=${valid}`)).toBe(404);
    expect(logLines.filter((line) => line.startsWith('rejected connection'))).toHaveLength(5);
  });

  it('only binds loopback addresses and only knows its own limits', async () => {
    await expect(startRelay({ host: '0.0.0.0', port: 0 })).rejects.toThrow(/only binds a loopback address/);
    await expect(startRelay({ port: 0, limits: { maxBananas: 1 } as never })).rejects.toThrow(
      /Unrecognized key: "maxBananas"/,
    );
    await expect(startRelay({ port: 0, limits: { maxMessages: 0 } })).rejects.toThrow(/limits\.maxMessages/);
    await expect(startRelay({ port: 70_000 })).rejects.toThrow(/port/);
  });
});

describe('relay JSON-RPC errors', () => {
  it('answers malformed JSON, non-JSON-RPC and binary frames with errors and keeps the socket open', async () => {
    await start();
    const client = await connect();
    client.sendText('{"id": 1, "jsonrpc": ');
    client.sendText('[1, 2]');
    client.sendText('{"hello": "world"}');
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    await client.waitForFrame(() => client.frames.length === 4, 'four error replies');
    expect(client.frames.map((frame) => [frame.id, (frame.error as { code: number }).code])).toEqual([
      [null, RPC_ERROR.parseError],
      [null, RPC_ERROR.invalidRequest],
      [null, RPC_ERROR.invalidRequest],
      [null, RPC_ERROR.invalidRequest],
    ]);
    const reply = await client.request('irn_subscribe', { topic: TOPIC_A });
    expect(reply.result).toBe(subscriptionIdFor(TOPIC_A, client.identity.clientId));
  });

  it('answers an unknown method with method-not-found', async () => {
    await start();
    const client = await connect();
    expect(
      expectError(await client.request('irn_teleport', { topic: TOPIC_A }), RPC_ERROR.methodNotFound),
    ).toMatch(/irn_teleport/);
  });

  it.each(Object.keys(PARAMS_SCHEMAS))('answers %s with bad params with invalid-params', async (method) => {
    await start();
    const client = await connect();
    expectError(await client.request(method, { topic: 'not-a-topic' }), RPC_ERROR.invalidParams);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    expect(relay?.stats()).toMatchObject({ subscribedTopics: 0, storedMessages: 0 });
  });

  it('ignores a response to a request it never sent', async () => {
    await start();
    const client = await connect();
    client.sendText(JSON.stringify({ id: 999, jsonrpc: '2.0', result: true }));
    await client.request('irn_subscribe', { topic: TOPIC_A });
    expect(client.frames).toHaveLength(1);
    expect(logLines).toContain('conn 1: response to unknown request 999');
  });
});

describe('relay subscriptions and delivery', () => {
  it('returns the client-side subscription ids for subscribe and batchSubscribe', async () => {
    await start();
    const client = await connect();
    const { clientId } = client.identity;
    expect((await client.request('irn_subscribe', { topic: TOPIC_A })).result).toBe(
      subscriptionIdFor(TOPIC_A, clientId),
    );
    expect((await client.request('irn_batchSubscribe', { topics: [TOPIC_B, TOPIC_C] })).result).toEqual([
      subscriptionIdFor(TOPIC_B, clientId),
      subscriptionIdFor(TOPIC_C, clientId),
    ]);
  });

  it('delivers a publish to other subscribers (other sockets of the same client too), not back to its socket', async () => {
    await start();
    const dapp = await connect();
    const wallet = await connect();
    const walletTab = await connect(wallet.identity);
    for (const client of [dapp, wallet, walletTab]) await client.request('irn_subscribe', { topic: TOPIC_A });

    const publishedAfter = clock.now();
    expect(
      (await dapp.request('irn_publish', { topic: TOPIC_A, message: msg('hello'), ttl: 300, tag: 1108 }))
        .result,
    ).toBe(true);
    const delivery = await wallet.waitForFrame((frame) => frame.method === 'irn_subscription', 'delivery');
    expect(delivery).toMatchObject({
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionIdFor(TOPIC_A, wallet.identity.clientId),
        data: { topic: TOPIC_A, message: msg('hello'), tag: 1108 },
      },
    });
    expect(typeof delivery.id).toBe('number');
    expect(dataOf(delivery).publishedAt).toBeGreaterThanOrEqual(publishedAfter);
    expect(dataOf(delivery)).not.toHaveProperty('attestation');
    await walletTab.waitForFrame(
      (frame) => frame.method === 'irn_subscription',
      'delivery to the second socket',
    );

    await sync(wallet, dapp, TOPIC_A, 'marker');
    expect(dapp.deliveries().map(text)).toEqual(['marker']);
  });

  it('passes the attestation through when the publisher sent one', async () => {
    await start();
    const [dapp, wallet] = [await connect(), await connect()];
    await wallet.request('irn_subscribe', { topic: TOPIC_A });
    await dapp.request('irn_publish', {
      topic: TOPIC_A,
      message: msg('x'),
      ttl: 300,
      attestation: 'eyJhbGciOi.jwt',
    });
    const delivery = await wallet.waitForFrame((frame) => frame.method === 'irn_subscription', 'delivery');
    expect(dataOf(delivery).attestation).toBe('eyJhbGciOi.jwt');
  });

  it('queues messages for a subscriber that arrives later and sends them after the subscribe reply', async () => {
    await start();
    const dapp = await connect();
    await dapp.request('irn_publish', { topic: TOPIC_A, message: msg('one'), ttl: 300 });
    await dapp.request('irn_batchPublish', {
      messages: [
        { topic: TOPIC_A, message: msg('two'), ttl: 300, tag: 7 },
        { topic: TOPIC_B, message: msg('elsewhere'), ttl: 300 },
      ],
    });
    expect(relay?.stats().storedMessages).toBe(3);

    const wallet = await connect();
    const reply = await wallet.request('irn_subscribe', { topic: TOPIC_A });
    await wallet.waitForFrame(() => wallet.deliveries().length === 2, 'two queued deliveries');
    expect(wallet.frames.indexOf(reply)).toBe(0);
    expect(wallet.deliveries().map(text)).toEqual(['one', 'two']);
    expect(wallet.deliveries().map((frame) => dataOf(frame).tag)).toEqual([0, 7]);
  });

  it('does not replay what a client acknowledged, but replays the rest to its next socket', async () => {
    await start();
    const dapp = await connect();
    const wallet = await connect();
    await wallet.request('irn_subscribe', { topic: TOPIC_A });
    await dapp.request('irn_publish', { topic: TOPIC_A, message: msg('acked'), ttl: 300 });
    await dapp.request('irn_publish', { topic: TOPIC_A, message: msg('not acked'), ttl: 300 });
    await wallet.waitForFrame(() => wallet.deliveries().length === 2, 'two deliveries');
    const [acked] = wallet.deliveries();
    if (acked === undefined) throw new Error('no delivery');
    wallet.acknowledge(acked);
    await wallet.request('irn_subscribe', { topic: TOPIC_B }); // the ack is handled before this reply
    await wallet.close();

    const walletAgain = await connect(wallet.identity);
    await walletAgain.request('irn_subscribe', { topic: TOPIC_A });
    await sync(dapp, walletAgain, TOPIC_A, 'marker');
    expect(walletAgain.deliveries().map(text)).toEqual(['not acked', 'marker']);
  });

  it('does not deliver a message twice to a socket that resubscribes before acking it', async () => {
    await start();
    const dapp = await connect();
    const wallet = await connect();
    await wallet.request('irn_subscribe', { topic: TOPIC_A });
    await dapp.request('irn_publish', { topic: TOPIC_A, message: msg('once'), ttl: 300 });
    await wallet.waitForFrame((frame) => frame.method === 'irn_subscription', 'the delivery');
    await wallet.request('irn_subscribe', { topic: TOPIC_A });
    await sync(dapp, wallet, TOPIC_A, 'marker');
    expect(wallet.deliveries().map(text)).toEqual(['once', 'marker']);
  });

  it('stops delivering after unsubscribe and batchUnsubscribe', async () => {
    await start();
    const dapp = await connect();
    const wallet = await connect();
    const { clientId } = wallet.identity;
    await wallet.request('irn_batchSubscribe', { topics: [TOPIC_A, TOPIC_B, TOPIC_C] });
    expect(
      (await wallet.request('irn_unsubscribe', { topic: TOPIC_A, id: subscriptionIdFor(TOPIC_A, clientId) }))
        .result,
    ).toBe(true);
    expect(
      (
        await wallet.request('irn_batchUnsubscribe', {
          subscriptions: [{ topic: TOPIC_B, id: subscriptionIdFor(TOPIC_B, clientId) }],
        })
      ).result,
    ).toBe(true);
    await dapp.request('irn_publish', { topic: TOPIC_A, message: msg('a'), ttl: 300 });
    await dapp.request('irn_publish', { topic: TOPIC_B, message: msg('b'), ttl: 300 });
    await sync(dapp, wallet, TOPIC_C, 'marker');
    expect(wallet.deliveries().map(text)).toEqual(['marker']);
  });

  it('refuses to unsubscribe with a subscription id that is not the client own', async () => {
    await start();
    const wallet = await connect();
    await wallet.request('irn_subscribe', { topic: TOPIC_A });
    const reply = await wallet.request('irn_unsubscribe', {
      topic: TOPIC_A,
      id: subscriptionIdFor(TOPIC_A, 'did:key:other'),
    });
    expect(expectError(reply, RPC_ERROR.invalidParams)).toMatch(/not this client's subscription/);
    expect(relay?.stats().subscribedTopics).toBe(1);
  });

  it('removes a closed socket from every topic', async () => {
    await start();
    const wallet = await connect();
    await wallet.request('irn_batchSubscribe', { topics: [TOPIC_A, TOPIC_B] });
    expect(relay?.stats()).toMatchObject({ connections: 1, subscribedTopics: 2 });
    await wallet.close();
    await waitFor(async () => (relay?.stats().connections === 0 ? true : undefined), {
      description: 'the close',
      timeoutMs: 5_000,
    });
    expect(relay?.stats().subscribedTopics).toBe(0);
  });
});

describe('relay limits and mailbox', () => {
  it('rejects an oversized message and stores nothing', async () => {
    await start({ limits: { maxMessageBytes: 16 } });
    const client = await connect();
    const reply = await client.request('irn_publish', {
      topic: TOPIC_A,
      message: msg('x'.repeat(20)),
      ttl: 300,
    });
    expect(expectError(reply, RPC_ERROR.invalidParams)).toBe(
      'Message is 28 bytes; the relay accepts at most 16',
    );
    const batch = await client.request('irn_batchPublish', {
      messages: [
        { topic: TOPIC_A, message: msg('ok'), ttl: 300 },
        { topic: TOPIC_A, message: msg('x'.repeat(20)), ttl: 300 },
      ],
    });
    expectError(batch, RPC_ERROR.invalidParams);
    expect(relay?.stats().storedMessages).toBe(0);
  });

  it('refuses subscriptions past the per-socket topic cap', async () => {
    await start({ limits: { maxTopicsPerConnection: 2 } });
    const client = await connect();
    await client.request('irn_batchSubscribe', { topics: [TOPIC_A, TOPIC_B] });
    const reply = await client.request('irn_subscribe', { topic: TOPIC_C });
    expect(expectError(reply, RPC_ERROR.limitExceeded)).toMatch(/at most 2 topics/);
    expect((await client.request('irn_subscribe', { topic: TOPIC_A })).result).toBeDefined();
  });

  it('does not hand out a message after its ttl', async () => {
    await start();
    const dapp = await connect();
    await dapp.request('irn_publish', { topic: TOPIC_A, message: msg('short-lived'), ttl: 30 });
    clock.offsetMs = 30_001;
    const wallet = await connect();
    await wallet.request('irn_subscribe', { topic: TOPIC_A });
    await sync(dapp, wallet, TOPIC_A, 'marker');
    expect(wallet.deliveries().map(text)).toEqual(['marker']);
  });

  it('fetches stored messages in pages of 500 with hasMore, each once per client', async () => {
    await start({ limits: { maxMessagesPerTopic: 600 } });
    const dapp = await connect();
    const messages = Array.from({ length: 500 }, (_, index) => ({
      topic: TOPIC_A,
      message: msg(`m${index}`),
      ttl: 300,
    }));
    await dapp.request('irn_batchPublish', { messages });
    await dapp.request('irn_publish', { topic: TOPIC_B, message: msg('last'), ttl: 300 });

    const wallet = await connect();
    const first = (await wallet.request('irn_batchFetchMessages', { topics: [TOPIC_A, TOPIC_B] })).result as {
      messages: { topic: string; message: string; publishedAt: number; tag: number }[];
      hasMore: boolean;
    };
    expect(first.hasMore).toBe(true);
    expect(first.messages).toHaveLength(500);
    expect(first.messages[0]).toEqual({
      topic: TOPIC_A,
      message: msg('m0'),
      publishedAt: expect.any(Number),
      tag: 0,
    });
    const second = (await wallet.request('irn_batchFetchMessages', { topics: [TOPIC_A, TOPIC_B] })).result;
    expect(second).toEqual({
      messages: [expect.objectContaining({ topic: TOPIC_B, message: msg('last') })],
      hasMore: false,
    });
    expect((await wallet.request('irn_batchFetchMessages', { topics: [TOPIC_A] })).result).toEqual({
      messages: [],
      hasMore: false,
    });
  });
});

describe('relay combined session methods', () => {
  it('wc_proposeSession and wc_approveSession subscribe the sender and publish with the protocol tags', async () => {
    await start();
    const dapp = await connect();
    const wallet = await connect();
    const pairingTopic = TOPIC_A;
    const sessionTopic = TOPIC_B;

    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: msg('proposal'),
      ttl: 300,
      correlationId: 42,
    });
    expect(proposed.result).toBe(true);
    await wallet.request('irn_subscribe', { topic: pairingTopic });
    const proposal = await wallet.waitForFrame(
      (frame) => frame.method === 'irn_subscription',
      'the proposal',
    );
    expect(dataOf(proposal)).toMatchObject({ topic: pairingTopic, message: msg('proposal'), tag: 1100 });

    const approved = await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: msg('response'),
      sessionSettlementRequest: msg('settle'),
      ttl: 300,
      approvedChains: ['eip155:31337'],
    });
    expect(approved.result).toBe(true);
    // The dapp follows the pairing topic since wc_proposeSession: the response arrives live.
    const response = await dapp.waitForFrame((frame) => frame.method === 'irn_subscription', 'the response');
    expect(dataOf(response)).toMatchObject({ topic: pairingTopic, message: msg('response'), tag: 1101 });
    // The settlement waits in the mailbox until the dapp subscribes to the session topic.
    await dapp.request('irn_subscribe', { topic: sessionTopic });
    const settle = await dapp.waitForFrame(
      (frame) => frame.method === 'irn_subscription' && text(frame) === 'settle',
      'the settlement',
    );
    expect(dataOf(settle)).toMatchObject({ topic: sessionTopic, tag: 1102 });
    // And the wallet follows the session topic since wc_approveSession.
    await sync(dapp, wallet, sessionTopic, 'session request');
    expect(wallet.deliveries().map(text)).toEqual(['proposal', 'session request']);
  });

  it('rejects a combined call whose message is too large without subscribing', async () => {
    await start({ limits: { maxMessageBytes: 16 } });
    const dapp = await connect();
    const reply = await dapp.request('wc_proposeSession', {
      pairingTopic: TOPIC_A,
      sessionProposal: msg('p'.repeat(20)),
      ttl: 300,
    });
    expectError(reply, RPC_ERROR.invalidParams);
    expect(relay?.stats()).toMatchObject({ subscribedTopics: 0, storedMessages: 0 });
  });
});

describe('relay keep-alive and shutdown', () => {
  it('pings every socket and drops one that never pongs', async () => {
    await start({ pingIntervalMs: 40 });
    const healthy = await connect();
    const silent = await connect(createIdentity(), { autoPong: false });
    await new Promise<void>((resolve) => healthy.socket.once('ping', () => resolve()));
    await silent.closed();
    await waitFor(async () => (logLines.some((line) => line.includes('no pong')) ? true : undefined), {
      description: 'the termination log',
      timeoutMs: 5_000,
    });
    await waitFor(async () => (relay?.stats().connections === 1 ? true : undefined), {
      description: 'the relay to forget the silent socket',
      timeoutMs: 5_000,
    });
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('stop() closes every socket and the port', async () => {
    const { url, port, stop } = await start();
    const one = await connect();
    const two = await connect();
    await one.request('irn_subscribe', { topic: TOPIC_A });
    await stop();
    await Promise.all([one.closed(), two.closed()]);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    await expect(RawRelayClient.connect(url)).rejects.toThrow(/ECONNREFUSED/);
    await expect(stop()).resolves.toBeUndefined();
  });
});
