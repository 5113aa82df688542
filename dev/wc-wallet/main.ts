// The dev mobile wallet: a page that pairs with a dapp through the local relay from a pasted wc: URI,
// shows the session proposal and every request with approve / reject, signs with the dev accounts
// on anvil (through the Dev Wallet's provider), answers bip122 requests with the Bitcoin dev keys
// on the stack's regtest endpoint, and can disconnect. WalletConnect's verify, pulse
// and echo calls are off, so nothing leaves 127.0.0.1.
import { WalletKit } from '@reown/walletkit';
import { Core } from '@walletconnect/core';
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils';
import { loadDevConfig } from '../../www/shared/dev-config';
import { turnOffCallsHome, type CoreWithCallsHome } from '../../src/connectors/walletconnect/calls-home';
import { DevBitcoinSigner } from './bitcoin-signer';
import { approveNamespaces, WALLET_METHODS } from './namespaces';
import { DevSigner, knownChains } from './signer';
import { actionButton, el, summarise } from './ui';

/** The project id the local relay accepts (it checks only that one is given). */
const LOCAL_PROJECT_ID = 'w3m-elements-local';
const USER_REJECTED = { code: 5000, message: 'User rejected.' };
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

const byId = (id: string): HTMLElement => {
  const node = document.getElementById(id);
  if (!node) throw new Error(`The page has no #${id}`);
  return node;
};

function setStatus(text: string): void {
  byId('status').textContent = text;
}

type Kit = Awaited<ReturnType<typeof WalletKit.init>>;

async function start(): Promise<void> {
  const config = await loadDevConfig();
  const signer = new DevSigner(knownChains(config.chains));
  const bitcoin = config.bitcoin
    ? new DevBitcoinSigner(config.bitcoin.caipNetworkId, config.bitcoin.url)
    : undefined;
  const core = new Core({ projectId: LOCAL_PROJECT_ID, relayUrl: config.relayUrl, telemetryEnabled: false });
  turnOffCallsHome(core as unknown as CoreWithCallsHome);
  const kit = await WalletKit.init({
    core,
    metadata: {
      name: 'Dev Mobile Wallet',
      description: 'The w3m-elements dev wallet over WalletConnect',
      url: window.location.origin,
      icons: [],
    },
  });
  renderSessions(kit);
  wirePairing(kit);
  kit.on('session_proposal', (proposal) => showProposal(kit, signer, bitcoin, proposal));
  kit.on('session_request', (request) => showRequest(kit, signer, bitcoin, request));
  kit.on('session_authenticate', (auth) => showAuthentication(kit, signer, auth));
  kit.on('session_delete', () => renderSessions(kit));
  setStatus(`Ready · ${signer.address}`);
}

function wirePairing(kit: Kit): void {
  const form = byId('pair-form') as HTMLFormElement;
  const input = byId('uri') as HTMLInputElement;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const uri = input.value.trim();
    if (!uri.startsWith('wc:')) {
      setStatus('Paste a WalletConnect URI (it starts with wc:)');
      return;
    }
    setStatus('Pairing…');
    kit.pair({ uri }).then(
      () => {
        input.value = '';
        setStatus('Paired: waiting for the proposal');
      },
      (error: unknown) => setStatus(`Pairing failed: ${(error as Error).message}`),
    );
  });
}

type Proposal = Parameters<Parameters<Kit['on']>[1]>[0] & {
  id: number;
  params: {
    proposer: { metadata: { name: string; url: string } };
    requiredNamespaces?: Record<string, never>;
    optionalNamespaces?: Record<string, never>;
  };
};

function showProposal(
  kit: Kit,
  signer: DevSigner,
  bitcoin: DevBitcoinSigner | undefined,
  proposal: unknown,
): void {
  const { id, params } = proposal as Proposal;
  const box = el('article', { testId: 'wc-wallet-proposal', attrs: { class: 'card' } });
  const done = (text: string) => {
    box.remove();
    setStatus(text);
    renderSessions(kit);
  };
  box.append(
    el('h2', { text: `${params.proposer.metadata.name} wants to connect` }),
    el('p', { text: params.proposer.metadata.url }),
    actionButton('wc-wallet-approve-session', 'Approve', async () => {
      try {
        const namespaces = approveNamespaces(params, {
          evmChainIds: signer.chainIds,
          evmAddress: signer.address,
          bitcoinChains: bitcoin ? [bitcoin.chain] : [],
          bitcoinAddresses: bitcoin?.addresses ?? [],
        });
        await kit.approveSession({ id, namespaces });
        done('Session approved');
      } catch (error) {
        await kit.rejectSession({ id, reason: USER_REJECTED }).catch(() => undefined);
        done(`Could not approve: ${(error as Error).message}`);
      }
    }),
    actionButton('wc-wallet-reject-session', 'Reject', async () => {
      await kit.rejectSession({ id, reason: USER_REJECTED });
      done('Session rejected');
    }),
  );
  byId('proposals').append(box);
}

interface SessionRequest {
  id: number;
  topic: string;
  params: { chainId: string; request: { method: string; params: unknown } };
}

function showRequest(
  kit: Kit,
  signer: DevSigner,
  bitcoin: DevBitcoinSigner | undefined,
  event: unknown,
): void {
  const { id, topic, params } = event as SessionRequest;
  const { method } = params.request;
  const box = el('article', { testId: 'wc-wallet-request', attrs: { class: 'card', 'data-method': method } });
  const respond = async (response: { result: unknown } | { error: { code: number; message: string } }) => {
    await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...response } });
    box.remove();
  };
  const run = (): Promise<unknown> => {
    if (!params.chainId.startsWith('bip122:'))
      return signer.run(method, params.request.params, params.chainId);
    if (!bitcoin || params.chainId !== bitcoin.chain)
      return Promise.reject(Object.assign(new Error(`No account on ${params.chainId}`), { code: 5100 }));
    return bitcoin.run(method, params.request.params);
  };
  if (bitcoin?.isReadOnly(method) && params.chainId.startsWith('bip122:')) {
    // Addresses the session already shares: answered without asking, as wallets do.
    void run().then(
      (result) => respond({ result }).then(() => setStatus(`${method} answered`)),
      (error: Error & { code?: number }) =>
        respond({ error: { code: error.code ?? 5000, message: error.message } }),
    );
    return;
  }
  box.append(
    el('h2', { text: method }),
    el('p', { text: `on ${params.chainId}` }),
    el('pre', { text: summarise(params.request.params) }),
    actionButton('wc-wallet-approve-request', 'Approve', async () => {
      try {
        const result = await run();
        byId('last-result').textContent = typeof result === 'string' ? result : JSON.stringify(result);
        await respond({ result });
        setStatus(`${method} approved`);
      } catch (error) {
        const code =
          typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : 5000;
        await respond({ error: { code, message: (error as Error).message } });
        setStatus(`${method} failed: ${(error as Error).message}`);
      }
    }),
    actionButton('wc-wallet-reject-request', 'Reject', async () => {
      await respond({ error: USER_REJECTED });
      setStatus(`${method} rejected`);
    }),
  );
  byId('requests').append(box);
}

interface AuthenticateEvent {
  id: number;
  params: { authPayload: Parameters<typeof populateAuthPayload>[0]['authPayload'] };
}

/** One-click auth: the session plus a signed sign-in message per chain. */
function showAuthentication(kit: Kit, signer: DevSigner, event: unknown): void {
  const { id, params } = event as AuthenticateEvent;
  const box = el('article', { testId: 'wc-wallet-authenticate', attrs: { class: 'card' } });
  box.append(
    el('h2', { text: `Sign in to ${params.authPayload.domain}` }),
    actionButton('wc-wallet-approve-auth', 'Sign in', async () => {
      const chains = params.authPayload.chains.filter((chain) =>
        signer.chainIds.includes(Number(chain.split(':')[1])),
      );
      const payload = populateAuthPayload({
        authPayload: params.authPayload,
        chains,
        methods: [...WALLET_METHODS],
      });
      const auths = [];
      for (const chain of chains) {
        const iss = `did:pkh:${chain}:${signer.address}`;
        const message = kit.formatAuthMessage({ request: payload, iss });
        const signature = (await signer.run('personal_sign', [message, signer.address], chain)) as string;
        auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss));
      }
      await kit.approveSessionAuthenticate({ id, auths });
      box.remove();
      setStatus('Signed in');
      renderSessions(kit);
    }),
    actionButton('wc-wallet-reject-auth', 'Reject', async () => {
      await kit.rejectSessionAuthenticate({ id, reason: USER_REJECTED });
      box.remove();
      setStatus('Sign-in rejected');
    }),
  );
  byId('proposals').append(box);
}

function renderSessions(kit: Kit): void {
  const list = byId('sessions');
  list.replaceChildren(
    ...Object.values(kit.getActiveSessions()).map((session) =>
      el('article', { testId: 'wc-wallet-session', attrs: { class: 'card', 'data-topic': session.topic } }, [
        el('h2', { text: session.peer.metadata.name }),
        el('p', {
          text: Object.values(session.namespaces)
            .flatMap((namespace) => namespace.accounts)
            .join(', '),
        }),
        actionButton('wc-wallet-disconnect', 'Disconnect', async () => {
          await kit.disconnectSession({ topic: session.topic, reason: USER_DISCONNECTED });
          setStatus('Disconnected');
          renderSessions(kit);
        }),
      ]),
    ),
  );
}

start().catch((error: unknown) => setStatus(`The wallet could not start: ${(error as Error).message}`));
