import { localhost, solana } from '../networks';
import type { CaipNetwork } from '../chains/network-types';
import type { WalletConnectClient } from '../connectors/walletconnect/client';
import { setNetworks, setActiveNetwork } from '../stores/chain';
import { defaultResolvedOptions, setOptions, type SiwxConfig } from '../stores/options';
import { $snackbar, hideSnackbar } from '../stores/snackbar';
import { authenticateRequest, authenticateWithWallet, oneClickSiwx } from './walletconnect-auth';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function siwx(
  message: Record<string, unknown> | null = {
    domain: 'dapp.example',
    uri: 'https://dapp.example',
    nonce: 'n0nce1234',
  },
) {
  return {
    createMessage: jest.fn(async () => message),
    addSession: jest.fn(async () => undefined),
    revokeSession: jest.fn(async () => undefined),
    setSessions: jest.fn(async () => undefined),
    getSessions: jest.fn(async () => []),
  } satisfies SiwxConfig;
}

function useOptions(config: SiwxConfig | undefined, networks: CaipNetwork[]): void {
  setOptions({ ...defaultResolvedOptions(), siwx: config, networks });
  setNetworks(networks);
  setActiveNetwork(networks[0]!, false);
}

const cacao = {
  h: { t: 'caip122' },
  p: { iss: `did:pkh:eip155:31337:${ADDRESS}`, domain: 'dapp.example', nonce: 'n0nce1234' },
  s: { t: 'eip191', s: '0xsig' },
};

function fakeClient(result: Promise<unknown>, seen: { snackbarDuring?: string }) {
  return {
    authenticate: jest.fn(async (_request: unknown, onUri: (uri: string) => void) => {
      onUri('wc:abc@2?relay-protocol=irn&symKey=00');
      seen.snackbarDuring = $snackbar.get().message;
      return result;
    }),
    formatAuthMessage: jest.fn(() => 'dapp.example wants you to sign in'),
    disconnect: jest.fn(async () => undefined),
  };
}

describe('one-click auth (SPEC §4)', () => {
  afterEach(() => hideSnackbar());

  test('applies only with sign-in configured and every chain eip155', () => {
    useOptions(siwx(), [localhost as CaipNetwork]);
    expect(oneClickSiwx()).toBeDefined();
    useOptions(siwx(), [localhost, solana] as CaipNetwork[]);
    expect(oneClickSiwx()).toBeUndefined();
    useOptions(undefined, [localhost as CaipNetwork]);
    expect(oneClickSiwx()).toBeUndefined();
  });

  test('the request carries the message fields; a message without domain, uri or nonce is refused', async () => {
    useOptions(siwx(), [localhost as CaipNetwork]);
    const config = siwx({
      domain: 'd.example',
      uri: 'https://d.example',
      nonce: 'abcdefgh',
      statement: 'Hi',
      resources: ['x', 1],
    });
    await expect(authenticateRequest(config, ['eip155:31337'])).resolves.toEqual({
      chains: ['eip155:31337'],
      domain: 'd.example',
      uri: 'https://d.example',
      nonce: 'abcdefgh',
      statement: 'Hi',
      resources: ['x'],
    });
    expect(config.createMessage).toHaveBeenCalledWith({
      chainId: 'eip155:31337',
      accountAddress: '<<AccountAddress>>',
    });
    await expect(authenticateRequest(siwx({ domain: 'd' }), ['eip155:1'])).rejects.toThrow(
      /domain, a uri and a nonce/,
    );
    await expect(authenticateRequest(siwx(null), ['eip155:1'])).rejects.toThrow(/domain, a uri and a nonce/);
  });

  test('success: "Authenticating..." without auto-close while waiting, the signed sessions are stored, the snackbar is hidden', async () => {
    const config = siwx();
    useOptions(config, [localhost as CaipNetwork]);
    const seen: { snackbarDuring?: string } = {};
    const session = { topic: 't', namespaces: {}, peer: { metadata: {} } };
    const client = fakeClient(Promise.resolve({ session, auths: [cacao] }), seen);
    const onUri = jest.fn();
    await expect(
      authenticateWithWallet(client as unknown as WalletConnectClient, config, onUri),
    ).resolves.toBe(session);
    expect(onUri).toHaveBeenCalledWith(expect.stringMatching(/^wc:/));
    expect(seen.snackbarDuring).toBe('Authenticating...');
    expect(config.setSessions).toHaveBeenCalledWith([
      {
        data: expect.objectContaining({
          chainId: 'eip155:31337',
          accountAddress: ADDRESS,
          nonce: 'n0nce1234',
        }),
        message: 'dapp.example wants you to sign in',
        signature: '0xsig',
        cacao,
      },
    ]);
    expect($snackbar.get().open).toBe(false);
    expect(client.disconnect).not.toHaveBeenCalled();
  });

  test('failure: the session is ended, the error rethrown and the snackbar hidden', async () => {
    const config = siwx();
    useOptions(config, [localhost as CaipNetwork]);
    const client = fakeClient(Promise.reject(new Error('User rejected.')), {});
    await expect(
      authenticateWithWallet(client as unknown as WalletConnectClient, config, jest.fn()),
    ).rejects.toThrow('User rejected.');
    expect(client.disconnect).toHaveBeenCalled();
    expect($snackbar.get().open).toBe(false);
    expect(config.setSessions).not.toHaveBeenCalled();
  });

  test('a malformed CACAO from the wallet is refused (and the session ended)', async () => {
    const config = siwx();
    useOptions(config, [localhost as CaipNetwork]);
    const session = { topic: 't', namespaces: {}, peer: { metadata: {} } };
    const client = fakeClient(Promise.resolve({ session, auths: [{ p: {} }] }), {});
    await expect(
      authenticateWithWallet(client as unknown as WalletConnectClient, config, jest.fn()),
    ).rejects.toThrow(/invalid response/);
    expect(client.disconnect).toHaveBeenCalled();
  });
});
