// End to end over the local relay with the real clients: @walletconnect/sign-client as the dapp,
// @reown/walletkit (on its own @walletconnect/core) as the wallet, all on 127.0.0.1.
import { Core } from '@walletconnect/core';
import { SignClient } from '@walletconnect/sign-client';
import { WalletKit, type WalletKitTypes } from '@reown/walletkit';
import { randomUUID } from 'node:crypto';
import { toHex, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startRelay, type RunningRelay } from './server';
import { subscriptionIdFor } from './subscriptions';
import { installOutsideGuard, type OutsideGuard } from './testing/outside-guard';
import { waitFor } from '../wait';

type Dapp = Awaited<ReturnType<typeof SignClient.init>>;
type Wallet = Awaited<ReturnType<typeof WalletKit.init>>;

const DEV_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const CHAIN = 'eip155:31337';
const PROJECT_ID = 'local-dev';
/**
 * Hosts these client versions still call with every option above set (all blocked by the guard):
 * pulse (WalletKit's event client sends an INIT event even with telemetryEnabled: false) and
 * verify (the wallet looks up an attestation for each proposal and request the dapp sent without one).
 */
const KNOWN_OUTSIDE_HOSTS = ['pulse.walletconnect.org', 'verify.walletconnect.org'];

const metadata = (name: string) => ({
  name,
  description: `${name} (relay pairing test)`,
  url: 'http://127.0.0.1:3333',
  icons: [],
});

/** Resolves with the first emission of `event` (or rejects after `timeoutMs`). */
function nextEvent<T>(
  subscribe: (listener: (value: T) => void) => void,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), timeoutMs);
    subscribe((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Stops a client's timers and socket so Jest can exit. */
async function shutdown(core: Dapp['core']): Promise<void> {
  core.heartbeat.stop();
  await core.relayer.transportClose().catch(() => undefined);
}

describe('pairing through the local relay with real WalletConnect clients', () => {
  let guard: OutsideGuard;
  let relay: RunningRelay;
  const relayLog: string[] = [];
  let dapp: Dapp;
  let wallet: Wallet;

  beforeAll(async () => {
    guard = installOutsideGuard();
    relay = await startRelay({ port: 0, log: (line) => relayLog.push(line) });
    // Each client needs its own storage prefix: @walletconnect/core shares one Core per prefix
    // through globalThis. Storage is the Node default, an in-memory unstorage (no files).
    dapp = await SignClient.init({
      projectId: PROJECT_ID,
      relayUrl: relay.url,
      metadata: metadata('Relay test dapp'),
      customStoragePrefix: `dapp-${randomUUID()}`,
      telemetryEnabled: false,
      logger: 'silent',
    });
    const walletCore = new Core({
      projectId: PROJECT_ID,
      relayUrl: relay.url,
      customStoragePrefix: `wallet-${randomUUID()}`,
      telemetryEnabled: false,
      logger: 'silent',
    });
    wallet = await WalletKit.init({ core: walletCore, metadata: metadata('Relay test wallet') });
  });

  afterAll(async () => {
    await Promise.all([dapp && shutdown(dapp.core), wallet && shutdown(wallet.core)]);
    await relay?.stop();
    guard?.restore();
  });

  it('pairs, approves, survives a relay restart, answers personal_sign, and delivers the wallet disconnect', async () => {
    const account = privateKeyToAccount(DEV_KEY_0);

    // -- pairing and approval
    const startedAt = performance.now();
    const proposal = nextEvent<WalletKitTypes.SessionProposal>(
      (listener) => wallet.once('session_proposal', listener),
      'session_proposal',
    );
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
      },
    });
    if (uri === undefined) throw new Error('connect() returned no pairing URI');
    await wallet.pair({ uri });
    const { id, params } = await proposal;
    expect(params.optionalNamespaces).toHaveProperty('eip155');
    const walletSession = await wallet.approveSession({
      id,
      namespaces: {
        eip155: {
          chains: [CHAIN],
          methods: ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
          accounts: [`${CHAIN}:${account.address}`],
        },
      },
    });
    const session = await approval();
    const pairingMs = performance.now() - startedAt;
    console.info(`pairing + approval over the local relay took ${pairingMs.toFixed(0)} ms`);

    expect(session.topic).toBe(walletSession.topic);
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${account.address}`]);

    // The relay's subscription ids are the ones each client computed for itself.
    const dappClientId = await dapp.core.crypto.getClientId();
    const walletClientId = await wallet.core.crypto.getClientId();
    expect(dapp.core.relayer.subscriber.topicMap.get(session.topic)).toEqual([
      subscriptionIdFor(session.topic, dappClientId),
    ]);
    expect(wallet.core.relayer.subscriber.topicMap.get(session.topic)).toEqual([
      subscriptionIdFor(session.topic, walletClientId),
    ]);

    // -- the relay restarts on the same port: both clients reconnect and resubscribe their topics
    // (irn_batchSubscribe) to the new, empty relay, and the session carries on.
    await relay.stop();
    relay = await startRelay({ port: relay.port, log: (line) => relayLog.push(line) });
    await waitFor(
      async () => {
        const { connections, subscribedTopics } = relay.stats();
        return connections === 2 && subscribedTopics >= 1 ? true : undefined;
      },
      { description: 'both clients to reconnect and resubscribe', timeoutMs: 20_000 },
    );

    // -- a signing request answered by the wallet
    wallet.on('session_request', async (event) => {
      const [messageHex, address] = event.params.request.params as [`0x${string}`, string];
      expect(address).toBe(account.address);
      const signature = await account.signMessage({ message: { raw: messageHex } });
      await wallet.respondSessionRequest({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', result: signature },
      });
    });
    const message = `Sign in to the relay test at ${new Date(0).toISOString()}`;
    const signature = await dapp.request<`0x${string}`>({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: 'personal_sign', params: [toHex(message), account.address] },
    });
    await expect(verifyMessage({ address: account.address, message, signature })).resolves.toBe(true);

    // -- the wallet ends the session; the dapp hears it
    const deleted = nextEvent<{ topic: string }>(
      (listener) => dapp.once('session_delete', listener),
      'session_delete',
    );
    await wallet.disconnectSession({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    });
    await expect(deleted).resolves.toMatchObject({ topic: session.topic });

    // Every frame the real clients sent was accepted: no rejected request, no bad connection.
    expect(relayLog.filter((line) => /failed|Invalid|rejected|unknown request/.test(line))).toEqual([]);
    // Nothing left 127.0.0.1: no socket to another host was opened, and the only fetches the
    // clients tried (and the guard refused) went to the hosts known above.
    expect(guard.attempts.sockets).toEqual([]);
    const attemptedHosts = [...new Set(guard.attempts.fetches.map((url) => new URL(url).host))];
    expect(attemptedHosts.filter((host) => !KNOWN_OUTSIDE_HOSTS.includes(host))).toEqual([]);
  });
});
