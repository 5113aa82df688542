import { privateKeyToAccount } from 'viem/accounts';
import { localhost, solana } from '../networks';
import type { CaipNetwork } from '../chains/network-types';
import type { WalletConnectClient } from '../connectors/walletconnect/client';
import { createDefaultSiwx } from '../siwx/default-siwx';
import { formatSiwxMessage } from '../siwx/message';
import type { SIWXConfig, SIWXMessageData } from '../siwx/types';
import { setActiveNetwork, setNetworks } from '../stores/chain';
import { subscribeEvents, type EmittedEvent } from '../stores/events';
import { $signInGate } from '../stores/modal';
import { defaultResolvedOptions, setOptions } from '../stores/options';
import { $snackbar, hideSnackbar } from '../stores/snackbar';
import { authenticateWithWallet, oneClickSiwx } from './walletconnect-auth';

const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');

function defaultSiwx(): SIWXConfig {
  return createDefaultSiwx({ domain: 'dapp.example', uri: 'https://dapp.example/', statement: 'Hi' });
}

function useOptions(siwx: SIWXConfig | undefined, networks: CaipNetwork[]): void {
  setOptions({ ...defaultResolvedOptions(), siwx, networks });
  setNetworks(networks);
  setActiveNetwork(networks[0]!, false);
}

/** The CAIP-222 payload a wallet returns for a request, signed by the dev account. */
async function signedCacao(request: Record<string, unknown>, tamper = false) {
  const data: SIWXMessageData = {
    domain: String(request['domain']),
    accountAddress: signer.address,
    statement: request['statement'] as string | undefined,
    uri: String(request['uri']),
    version: '1',
    chainId: 'eip155:31337',
    nonce: String(request['nonce']),
    issuedAt: new Date().toISOString(),
  };
  const message = formatSiwxMessage(data);
  const signature = await signer.signMessage({ message: tamper ? `${message} ` : message });
  return {
    cacao: {
      h: { t: 'caip122' },
      p: { ...request, iss: `did:pkh:eip155:31337:${signer.address}` },
      s: { t: 'eip191', s: signature },
    },
    message,
  };
}

interface Seen {
  request?: Record<string, unknown>;
  snackbarDuring?: string;
}

/** A WalletConnect client whose wallet answers the authenticate request with `answer`. */
function fakeClient(answer: (request: Record<string, unknown>) => Promise<unknown>, seen: Seen) {
  const messages = new Map<string, string>();
  return {
    messages,
    authenticate: jest.fn(async (request: Record<string, unknown>, onUri: (uri: string) => void) => {
      onUri('wc:abc@2?relay-protocol=irn&symKey=00');
      seen.request = request;
      seen.snackbarDuring = $snackbar.get().message;
      return answer(request);
    }),
    formatAuthMessage: jest.fn((payload: { iss: string }) => messages.get(payload.iss) ?? ''),
    disconnect: jest.fn(async () => undefined),
  };
}

describe('one-click auth (SPEC §4)', () => {
  let events: EmittedEvent[];
  let unsubscribe: () => void;

  beforeEach(() => {
    events = [];
    unsubscribe = subscribeEvents((event) => events.push(event));
  });

  afterEach(() => {
    unsubscribe();
    hideSnackbar();
    localStorage.clear();
  });

  test('applies only with sign-in configured and every chain eip155', () => {
    useOptions(defaultSiwx(), [localhost as CaipNetwork]);
    expect(oneClickSiwx()).toBeDefined();
    useOptions(defaultSiwx(), [localhost, solana] as CaipNetwork[]);
    expect(oneClickSiwx()).toBeUndefined();
    useOptions(undefined, [localhost as CaipNetwork]);
    expect(oneClickSiwx()).toBeUndefined();
  });

  test('success: "Authenticating..." without auto-close, the verified session is stored, SIWX_AUTH_SUCCESS, the snackbar hidden', async () => {
    const siwx = defaultSiwx();
    useOptions(siwx, [localhost as CaipNetwork]);
    const seen: Seen = {};
    const session = { topic: 't', namespaces: {}, peer: { metadata: {} } };
    const client = fakeClient(async (request) => {
      const { cacao, message } = await signedCacao(request);
      client.messages.set(cacao.p.iss, message);
      return { session, auths: [cacao] };
    }, seen);
    const onUri = jest.fn();

    await expect(authenticateWithWallet(client as unknown as WalletConnectClient, onUri)).resolves.toBe(
      session,
    );

    expect(onUri).toHaveBeenCalledWith(expect.stringMatching(/^wc:/));
    expect(seen.snackbarDuring).toBe('Authenticating...');
    expect(seen.request).toMatchObject({
      chains: ['eip155:31337'],
      domain: 'dapp.example',
      uri: 'https://dapp.example/',
      statement: 'Hi',
    });
    expect(await siwx.getSessions('eip155:31337', signer.address)).toHaveLength(1);
    expect($signInGate.get().hasSession).toBe(true);
    expect(events.map((event) => event.data.event)).toContain('SIWX_AUTH_SUCCESS');
    expect($snackbar.get().open).toBe(false);
    expect(client.disconnect).not.toHaveBeenCalled();
  });

  test('failure: the session is ended, the error rethrown and the snackbar hidden', async () => {
    const siwx = defaultSiwx();
    useOptions(siwx, [localhost as CaipNetwork]);
    const client = fakeClient(() => Promise.reject(new Error('User rejected.')), {});
    await expect(authenticateWithWallet(client as unknown as WalletConnectClient, jest.fn())).rejects.toThrow(
      'User rejected.',
    );
    expect(client.disconnect).toHaveBeenCalled();
    expect($snackbar.get().open).toBe(false);
    expect(await siwx.getSessions('eip155:31337', signer.address)).toEqual([]);
  });

  test('a host message without a nonce is refused before the wallet is asked', async () => {
    const siwx = defaultSiwx();
    const hostSiwx: SIWXConfig = {
      ...siwx,
      createMessage: async (input) => ({ ...(await siwx.createMessage(input)), nonce: '' }),
    };
    useOptions(hostSiwx, [localhost as CaipNetwork]);
    const client = fakeClient(() => Promise.reject(new Error('not asked')), {});
    await expect(authenticateWithWallet(client as unknown as WalletConnectClient, jest.fn())).rejects.toThrow(
      /domain, a uri and a nonce/,
    );
    expect(client.authenticate).not.toHaveBeenCalled();
  });

  test('a malformed CACAO is refused and the session ended', async () => {
    useOptions(defaultSiwx(), [localhost as CaipNetwork]);
    const session = { topic: 't', namespaces: {}, peer: { metadata: {} } };
    const client = fakeClient(async () => ({ session, auths: [{ p: {} }] }), {});
    await expect(authenticateWithWallet(client as unknown as WalletConnectClient, jest.fn())).rejects.toThrow(
      /invalid response/,
    );
    expect(client.disconnect).toHaveBeenCalled();
  });

  test('a CACAO whose signature does not match its message is refused and nothing is stored', async () => {
    const siwx = defaultSiwx();
    useOptions(siwx, [localhost as CaipNetwork]);
    const session = { topic: 't', namespaces: {}, peer: { metadata: {} } };
    const client = fakeClient(async (request) => {
      const { cacao, message } = await signedCacao(request, true);
      client.messages.set(cacao.p.iss, message);
      return { session, auths: [cacao] };
    }, {});
    await expect(
      authenticateWithWallet(client as unknown as WalletConnectClient, jest.fn()),
    ).rejects.toThrow();
    expect(client.disconnect).toHaveBeenCalled();
    expect(await siwx.getSessions('eip155:31337', signer.address)).toEqual([]);
  });
});
