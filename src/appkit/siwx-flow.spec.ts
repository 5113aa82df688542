import { privateKeyToAccount } from 'viem/accounts';
import type { NamespaceClient } from '../chains/namespace-client';
import { registerNamespaceClient } from '../chains/namespace-client';
import { localhost, localhostSecond } from '../chains/networks/local';
import { createDefaultSiwx } from '../siwx/default-siwx';
import { createBrowserSiwxStorage, SIWX_STORAGE_KEY } from '../siwx/storage';
import type { SIWXConfig, SIWXSession } from '../siwx/types';
import { resetAccount, setAccountStatus } from '../stores/account';
import { $chain, setActiveNetwork, setNetworks } from '../stores/chain';
import { setCaipAddress, setConnectorType } from '../stores/account-connection';
import { subscribeEvents, type EmittedEvent } from '../stores/events';
import { $closingDisabled, $modal, $signInGate, openModal, setSignInGate } from '../stores/modal';
import { defaultResolvedOptions, setOptions, type ResolvedOptions } from '../stores/options';
import { $router } from '../stores/router';
import { $snackbar, hideSnackbar } from '../stores/snackbar';
import { cancelSignIn, checkSignIn, getSiwx, requireSignInContext, signIn } from './siwx-flow';
import { watchSignIn } from './siwx-watch';

const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const T0 = Date.parse('2025-03-01T10:00:00.000Z');

interface FakeClient extends NamespaceClient {
  signed: string[];
  disconnects: number;
  reject: boolean;
}

function fakeClient(): FakeClient {
  const client: FakeClient = {
    namespace: 'eip155',
    signed: [],
    disconnects: 0,
    reject: false,
    connect: async ({ network }) => ({ address: signer.address, network: network ?? localhost }),
    disconnect: async () => {
      client.disconnects += 1;
    },
    switchNetwork: async () => undefined,
    syncAccount: async () => undefined,
    getProvider: () => undefined,
    signMessage: async (message) => {
      if (client.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      client.signed.push(message);
      return signer.signMessage({ message });
    },
  };
  return client;
}

let cleanups: Array<() => void> = [];
let events: EmittedEvent['data'][] = [];
let client: FakeClient;
let clock = T0;

function useSiwx(options: Partial<ResolvedOptions>): void {
  setOptions({ ...defaultResolvedOptions(), networks: [localhost, localhostSecond], ...options });
}

function defaultSiwx(required = true): SIWXConfig {
  return createDefaultSiwx({
    domain: 'app.example',
    uri: 'https://app.example/',
    required,
    now: () => clock,
  });
}

function connectAccount(network = localhost): void {
  setActiveNetwork(network);
  setCaipAddress('eip155', `${network.caipNetworkId}:${signer.address}`);
  setAccountStatus('eip155', 'connected');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  clock = Date.now();
  hideSnackbar();
  resetAccount('eip155');
  setSignInGate({ required: false, hasSession: false });
  $modal.setKey('open', false);
  $chain.set({
    activeNamespace: undefined,
    activeNetwork: undefined,
    networks: [],
    approvedNetworkIds: [],
    byNamespace: {},
  });
  setNetworks([localhost, localhostSecond]);
  client = fakeClient();
  cleanups.push(registerNamespaceClient(client));
  events = [];
  cleanups.push(subscribeEvents((event) => events.push(event.data)));
});

afterEach(() => {
  cleanups.forEach((stop) => stop());
  cleanups = [];
  setOptions(defaultResolvedOptions());
});

describe('SPEC §5 sign-in preconditions', () => {
  test('each missing piece gives its message, in order', () => {
    setOptions(defaultResolvedOptions());
    expect(() => requireSignInContext()).toThrow('SIWX is not enabled');
    useSiwx({ siwx: defaultSiwx() });
    expect(() => requireSignInContext()).toThrow('No ActiveCaipAddress found');
    setActiveNetwork(localhost);
    setCaipAddress('eip155', `eip155:1337:${signer.address}`);
    expect(() => requireSignInContext()).toThrow('No ActiveCaipNetwork or client found');
    setCaipAddress('eip155', `eip155:31337:${signer.address}`);
    registerNamespaceClient({ ...fakeClient(), signMessage: undefined });
    expect(() => requireSignInContext()).toThrow('No ConnectionController client found');
    registerNamespaceClient(client);
    expect(requireSignInContext().address).toBe(signer.address);
  });
});

describe('SPEC §4 sign-in with wallet', () => {
  test('on connect without a session the sign view opens and the close control is disabled while required', async () => {
    useSiwx({ siwx: defaultSiwx(true) });
    connectAccount();
    expect(await checkSignIn()).toBe('prompted');
    expect($modal.get().open).toBe(true);
    expect($router.get().view).toBe('SIWXSignMessage');
    expect($signInGate.get()).toEqual({ required: true, hasSession: false });
    expect($closingDisabled.get()).toBe(true);
  });

  test('concurrent checks for one account share a run; sign-in off or an unsupported network does nothing', async () => {
    const getSessions = jest.fn(async () => []);
    useSiwx({ siwx: { ...defaultSiwx(), getSessions } });
    connectAccount();
    const [first, second] = await Promise.all([checkSignIn(), checkSignIn()]);
    expect([first, second]).toEqual(['prompted', 'prompted']);
    expect(getSessions).toHaveBeenCalledTimes(1);
    setCaipAddress('eip155', `eip155:1337:${signer.address}`);
    expect(await checkSignIn()).toBe('off');
    setOptions(defaultResolvedOptions());
    connectAccount();
    expect(await checkSignIn()).toBe('off');
  });

  test('signing stores a verified session, closes the modal and emits SIWX_AUTH_SUCCESS; the next check is covered', async () => {
    useSiwx({ siwx: defaultSiwx() });
    connectAccount();
    await checkSignIn();
    expect(await signIn()).toBe(true);
    expect($modal.get().open).toBe(false);
    expect(events.map((event) => event.event)).toEqual(['SIWX_AUTH_SUCCESS']);
    expect(events[0]).toEqual({
      event: 'SIWX_AUTH_SUCCESS',
      properties: { network: 'eip155:31337', isSmartAccount: false },
    });
    const stored = JSON.parse(localStorage.getItem(SIWX_STORAGE_KEY) ?? '[]') as SIWXSession[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.message).toBe(client.signed[0]);
    expect(stored[0]!.data).toMatchObject({
      chainId: 'eip155:31337',
      accountAddress: signer.address,
      domain: 'app.example',
    });
    expect(await checkSignIn()).toBe('covered');
    expect($signInGate.get()).toEqual({ required: true, hasSession: true });
    expect($closingDisabled.get()).toBe(false);
  });

  test('a declined signature shows “Signature declined”, emits SIWX_AUTH_ERROR and reopens the sign view', async () => {
    jest.useFakeTimers();
    try {
      useSiwx({ siwx: defaultSiwx() });
      connectAccount();
      await checkSignIn();
      $modal.setKey('open', false);
      client.reject = true;
      expect(await signIn()).toBe(false);
      expect($snackbar.get()).toMatchObject({ open: true, variant: 'error', message: 'Signature declined' });
      expect(events.map((event) => event.event)).toEqual(['SIWX_AUTH_ERROR']);
      expect($modal.get().open).toBe(true);
      expect($router.get().view).toBe('SIWXSignMessage');
      expect(localStorage.getItem(SIWX_STORAGE_KEY)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test('the embedded wallet signs on ApproveTransaction, where the secure frame shows its own screen; any other wallet does not', async () => {
    useSiwx({ siwx: defaultSiwx() });
    connectAccount();
    await checkSignIn();
    setConnectorType('eip155', 'AUTH');
    const views: string[] = [];
    client.signMessage = async (message) => {
      views.push($router.get().view);
      return signer.signMessage({ message });
    };
    expect(await signIn()).toBe(true);
    expect($modal.get().open).toBe(false);
    setConnectorType('eip155', 'INJECTED');
    localStorage.clear();
    openModal({ view: 'SIWXSignMessage' });
    expect(await signIn()).toBe(true);
    expect(views).toEqual(['ApproveTransaction', 'SIWXSignMessage']);
  });

  test('the embedded wallet declined: back on the sign view from ApproveTransaction', async () => {
    jest.useFakeTimers();
    try {
      useSiwx({ siwx: defaultSiwx() });
      connectAccount();
      await checkSignIn();
      setConnectorType('eip155', 'AUTH');
      client.reject = true;
      expect(await signIn()).toBe(false);
      expect($modal.get().open).toBe(true);
      expect($router.get().view).toBe('SIWXSignMessage');
    } finally {
      jest.useRealTimers();
    }
  });

  test('a signature the configuration refuses is an error too (nothing stored)', async () => {
    useSiwx({
      siwx: { ...defaultSiwx(), addSession: async () => Promise.reject(new Error('Invalid signature')) },
    });
    connectAccount();
    expect(await signIn()).toBe(false);
    expect(events[0]).toMatchObject({
      event: 'SIWX_AUTH_ERROR',
      properties: { message: 'Invalid signature' },
    });
  });

  test('cancel while required disconnects; the view resets to Connect (CLICK_CANCEL_SIWX)', async () => {
    useSiwx({ siwx: defaultSiwx(true) });
    connectAccount();
    await checkSignIn();
    await cancelSignIn();
    expect(client.disconnects).toBe(1);
    expect($modal.get().open).toBe(false);
    expect($router.get().view).toBe('Connect');
    expect(events.map((event) => event.event)).toEqual(['CLICK_CANCEL_SIWX', 'DISCONNECT_SUCCESS']);
  });

  test('cancel while optional only closes the modal; the close control stays enabled', async () => {
    useSiwx({ siwx: defaultSiwx(false) });
    connectAccount();
    await checkSignIn();
    expect($closingDisabled.get()).toBe(false);
    await cancelSignIn();
    expect(client.disconnects).toBe(0);
    expect($modal.get().open).toBe(false);
    expect($router.get().view).toBe('Connect');
    expect(events.map((event) => event.event)).toEqual(['CLICK_CANCEL_SIWX']);
  });

  test('a session is not used after its expirationTime (fake clock)', async () => {
    jest.useFakeTimers({ now: T0 });
    try {
      useSiwx({
        siwx: createDefaultSiwx({ domain: 'app.example', uri: 'https://app.example/', expirationMs: 60_000 }),
      });
      connectAccount();
      await signIn();
      expect(await checkSignIn()).toBe('covered');
      jest.advanceTimersByTime(60_000);
      expect(await checkSignIn()).toBe('prompted');
    } finally {
      jest.useRealTimers();
    }
  });

  test('a host session with a notBefore in the future is not used yet', async () => {
    const early: SIWXSession = {
      data: {
        chainId: 'eip155:31337',
        accountAddress: signer.address,
        domain: 'app.example',
        uri: 'https://app.example/',
        version: '1',
        nonce: 'abcdefgh1234',
        notBefore: new Date(Date.now() + 3_600_000).toISOString(),
      },
      message: 'm',
      signature: '0x00',
    };
    useSiwx({ siwx: { ...defaultSiwx(), getSessions: async () => [early] } });
    connectAccount();
    expect(await checkSignIn()).toBe('prompted');
  });
});

describe('SPEC §4 the watcher: refresh, network switch, disconnect', () => {
  test('switching to a network the session does not cover asks again; a disconnect clears the sessions', async () => {
    useSiwx({ siwx: defaultSiwx() });
    const stop = watchSignIn();
    cleanups.push(stop);
    connectAccount();
    await flush();
    expect($router.get().view).toBe('SIWXSignMessage');
    await signIn();
    expect($modal.get().open).toBe(false);

    connectAccount(localhostSecond);
    await flush();
    expect($modal.get().open).toBe(true);
    expect($router.get().view).toBe('SIWXSignMessage');
    await signIn();
    expect(JSON.parse(localStorage.getItem(SIWX_STORAGE_KEY) ?? '[]')).toHaveLength(2);

    // Back on the first network: its session still covers it.
    connectAccount(localhost);
    await flush();
    expect($modal.get().open).toBe(false);

    resetAccount('eip155');
    await flush();
    expect(localStorage.getItem(SIWX_STORAGE_KEY)).toBeNull();
    expect($signInGate.get().hasSession).toBe(false);
  });

  test('a stored session from before a refresh means no prompt', async () => {
    useSiwx({ siwx: defaultSiwx() });
    connectAccount();
    await signIn();
    openModal({ view: 'Account' });
    $modal.setKey('open', false);
    // A fresh implementation reading the same browser storage, as after a reload.
    useSiwx({ siwx: defaultSiwx() });
    expect(await checkSignIn()).toBe('covered');
    expect($modal.get().open).toBe(false);
  });
});

describe('siweConfig mapped onto siwx', () => {
  test('messages through its createMessage with its nonce; sessions from getSession; revoke through signOut', async () => {
    const signOut = jest.fn(async () => true);
    let session: { address: string; chainId: number } | null = null;
    const siweConfig = {
      options: { signOutOnDisconnect: true },
      methods: {
        getNonce: async () => 'siweNonce1234',
        getMessageParams: async () => ({
          domain: 'legacy.example',
          uri: 'https://legacy.example/',
          statement: 'Legacy',
        }),
        createMessage: (args: { address: string; nonce: string; chainId: number }) =>
          `legacy ${args.address} ${args.nonce} ${args.chainId}`,
        verifyMessage: async ({ signature }: { signature: string }) => {
          if (signature === '0x00') return false;
          session = { address: signer.address, chainId: 31337 };
          return true;
        },
        getSession: async () => session,
        signOut,
      },
    };
    useSiwx({ siweConfig });
    const siwx = getSiwx()!;
    expect(siwx.getRequired?.()).toBe(true);
    const message = await siwx.createMessage({ accountAddress: signer.address, chainId: 'eip155:31337' });
    expect(message.toString()).toBe(`legacy eip155:31337:${signer.address} siweNonce1234 31337`);
    expect(message.domain).toBe('legacy.example');
    await expect(
      siwx.addSession({ data: message, message: `${message}`, signature: '0x00' }),
    ).rejects.toThrow('Invalid signature');
    expect(await siwx.getSessions('eip155:31337', signer.address)).toEqual([]);
    await siwx.addSession({ data: message, message: `${message}`, signature: '0x1234' });
    expect(await siwx.getSessions('eip155:31337', signer.address.toLowerCase())).toHaveLength(1);
    expect(await siwx.getSessions('eip155:31338', signer.address)).toEqual([]);
    await siwx.setSessions([]);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  test('a siweConfig without its methods is refused naming the first missing one; the watcher then stays off', () => {
    useSiwx({ siweConfig: { methods: { getNonce: async () => 'n' } } });
    expect(() => getSiwx()).toThrow('Invalid option "siweConfig": createMessage must be a function');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      watchSignIn()();
      expect(errors).toHaveBeenCalledWith(
        'w3m: sign-in is off:',
        'Invalid option "siweConfig": createMessage must be a function',
      );
    } finally {
      errors.mockRestore();
    }
  });
});

describe('default SIWX', () => {
  test('refuses a session whose signature is not the address’s; the browser storage ignores corrupt data', async () => {
    const siwx = defaultSiwx();
    const message = await siwx.createMessage({
      accountAddress: signer.address.toLowerCase(),
      chainId: 'eip155:31337',
    });
    expect(message.accountAddress).toBe(signer.address);
    const text = message.toString();
    const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
    const { toString: _method, ...data } = message;
    await expect(
      siwx.addSession({ data, message: text, signature: await other.signMessage({ message: text }) }),
    ).rejects.toThrow('Invalid signature');
    await siwx.addSession({ data, message: text, signature: await signer.signMessage({ message: text }) });
    expect(await siwx.getSessions('eip155:31337', signer.address)).toHaveLength(1);
    await siwx.revokeSession('eip155:31337', signer.address);
    expect(await siwx.getSessions('eip155:31337', signer.address)).toEqual([]);
    localStorage.setItem(SIWX_STORAGE_KEY, '{not json');
    expect(await createBrowserSiwxStorage().get('eip155:31337', signer.address)).toEqual([]);
    localStorage.setItem(SIWX_STORAGE_KEY, JSON.stringify([{ data: { chainId: 'nope' }, message: 1 }]));
    expect(await createBrowserSiwxStorage().get('eip155:31337', signer.address)).toEqual([]);
  });
});
