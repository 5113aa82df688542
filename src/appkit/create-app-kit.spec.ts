import { getNamespaceClient, registerNamespaceClient } from '../chains/namespace-client';
import { RecordingNamespaceClient } from '../chains/recording-namespace-client';
import { base, mainnet, solana } from '../networks';
import { getAccount, patchAccount, resetAccount } from '../stores/account';
import { $chain } from '../stores/chain';
import { setCaipAddress, setConnectorType, setPreferredAccountType } from '../stores/account-connection';
import { emitEvent } from '../stores/events';
import { $modal, openModal } from '../stores/modal';
import { $options, OptionsError } from '../stores/options';
import { readStored, writeStored } from '../stores/storage';
import { $router } from '../stores/router';
import { $theme } from '../stores/theme';
import { createAppKit } from './create-app-kit';
import { $setupFailed } from '../stores/lifecycle';
import type { PublicState } from './app-kit-state';

const EVM = 'eip155:1:0x1111111111111111111111111111111111111111';
let cleanups: Array<() => void> = [];

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  $modal.set({ open: false });
  $chain.set({
    activeNamespace: undefined,
    activeNetwork: undefined,
    networks: [],
    approvedNetworkIds: [],
    byNamespace: {},
  });
  resetAccount('eip155');
  resetAccount('solana');
});

afterEach(() => {
  cleanups.forEach((stop) => stop());
  cleanups = [];
});

describe('options', () => {
  test('SPEC §3: invalid options throw an OptionsError naming the option', () => {
    expect(() => createAppKit({ features: { email: 'yes' } } as never)).toThrow(OptionsError);
    expect(() => createAppKit({ features: { email: 'yes' } } as never)).toThrow('features.email');
    expect(() => createAppKit({ projectID: 'x' } as never)).toThrow('Unknown option "projectID"');
    expect(document.querySelector('w3m-modal')).toBeNull();
  });

  test('after a throw the setup is marked failed, logged, and the modal does not open on defaults', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => createAppKit({ themeMode: 'blue', featuredWalletIds: 'x' } as never)).toThrow(
        /themeMode[\s\S]*featuredWalletIds/,
      );
      expect($setupFailed.get()).toBeDefined();
      expect(error.mock.calls[0]?.[0]).toContain('Invalid option "featuredWalletIds"');
      openModal();
      expect($modal.get().open).toBe(false);
      createAppKit({ networks: [mainnet] });
      expect($setupFailed.get()).toBeUndefined();
    } finally {
      error.mockRestore();
    }
  });

  test('SPEC §3/§9: options, features and theme are seeded', () => {
    createAppKit({
      projectId: 'p1',
      networks: [base, mainnet],
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#47a1ff' },
      features: { swaps: false },
    });
    expect($options.get().projectId).toBe('p1');
    expect($options.get().features.swaps).toBe(false);
    expect($options.get().features.send).toBe(true);
    expect($theme.get()).toMatchObject({ themeMode: 'light', themeVariables: { '--w3m-accent': '#47a1ff' } });
    expect($chain.get().networks.map((n) => n.caipNetworkId)).toEqual(['eip155:8453', 'eip155:1']);
  });

  test('the initial network is the first listed (eip155:1 without networks); a configured default wins', () => {
    const kit = createAppKit({ networks: [base, mainnet] });
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:8453');
    localStorage.clear();
    expect(createAppKit().getCaipNetwork()?.caipNetworkId).toBe('eip155:1');
    localStorage.clear();
    expect(createAppKit({ networks: [solana, base] }).getCaipNetwork()?.caipNetworkId).toBe(
      solana.caipNetworkId,
    );
    localStorage.clear();
    expect(
      createAppKit({ networks: [base, mainnet], defaultNetwork: base }).getState().selectedNetworkId,
    ).toBe('eip155:8453');
  });

  test('SPEC §9: without networks the kit runs on eip155:1 with the EVM client, so installed wallets are listed', () => {
    const kit = createAppKit();
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1');
    expect(() => kit.getProvider('eip155')).not.toThrow();
    expect(document.querySelector('w3m-modal')).not.toBeNull();
  });

  test('a restored connected session resumes on its last network; a new visitor starts on defaultNetwork', () => {
    writeStored('activeCaipNetworkId', 'eip155:8453');
    expect(
      createAppKit({ networks: [mainnet, base], defaultNetwork: mainnet }).getCaipNetwork()?.caipNetworkId,
    ).toBe('eip155:1');
    writeStored('connectionStatus', 'connected');
    expect(
      createAppKit({ networks: [mainnet, base], defaultNetwork: mainnet }).getCaipNetwork()?.caipNetworkId,
    ).toBe('eip155:8453');
  });

  test('SPEC §4: the stored status is restored on start (connected shows connecting)', () => {
    writeStored('connectionStatus', 'connected');
    createAppKit({ networks: [mainnet, solana] });
    expect(getAccount('eip155').status).toBe('connecting');
    expect(getAccount('solana').status).toBe('connecting');
  });

  test('SPEC §4: a corrupt stored status or network id does not break start-up', () => {
    localStorage.setItem('@w3m/connection_status', 'not json');
    localStorage.setItem('@w3m/active_caip_network_id', '42');
    const kit = createAppKit({ networks: [mainnet] });
    expect(kit.getState()).toEqual({
      open: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      loading: false,
      initialized: true,
    });
    expect(getAccount('eip155').status).toBe('disconnected');
  });
});

describe('modal element', () => {
  test('SPEC §2: <w3m-modal> is appended to the body once', () => {
    createAppKit({ networks: [mainnet] });
    createAppKit({ networks: [mainnet] });
    expect(document.body.querySelectorAll('w3m-modal')).toHaveLength(1);
  });

  test('SPEC §2: nothing is appended when appending is disabled or embedded mode is on', () => {
    createAppKit({ networks: [mainnet], disableAppend: true });
    createAppKit({ networks: [mainnet], enableEmbedded: true });
    expect(document.querySelector('w3m-modal')).toBeNull();
  });
});

describe('instance', () => {
  test('SPEC §2/§4: open and close drive the modal; open picks Connect or Account', async () => {
    const kit = createAppKit({ networks: [mainnet], disableAppend: true });
    await kit.open();
    expect(kit.getState().open).toBe(true);
    expect($router.get().view).toBe('Connect');
    await kit.close();
    expect(kit.getState().open).toBe(false);
    setCaipAddress('eip155', EVM);
    await kit.open();
    expect($router.get().view).toBe('Account');
    await kit.open({ view: 'Networks' });
    expect($router.get().view).toBe('Networks');
    await expect(kit.open({ view: 'Nowhere' as never })).rejects.toThrow('Unknown view "Nowhere"');
  });

  test('SPEC §4: subscribeState reports modal and network changes until unsubscribed', async () => {
    const kit = createAppKit({ networks: [mainnet, base], disableAppend: true });
    const seen: PublicState[] = [];
    const stop = kit.subscribeState((state) => seen.push(state));
    await kit.open();
    await kit.switchNetwork(base);
    stop();
    await kit.close();
    expect(seen.map((s) => [s.open, s.selectedNetworkId])).toEqual([
      [true, 'eip155:1'],
      [true, 'eip155:8453'],
    ]);
    expect(() => kit.subscribeState('nope' as never)).toThrow('Expected a callback function');
  });

  test('SPEC §3: account and network getters and subscriptions', () => {
    const kit = createAppKit({ networks: [mainnet, base], disableAppend: true });
    const accounts: unknown[] = [];
    const networks: unknown[] = [];
    cleanups.push(kit.subscribeAccount((a) => accounts.push(a.address)));
    cleanups.push(kit.subscribeNetwork((n) => networks.push(n.caipNetworkId)));
    setCaipAddress('eip155', EVM);
    expect(kit.getAccount()).toMatchObject({
      namespace: 'eip155',
      isConnected: true,
      caipAddress: EVM,
      status: 'disconnected',
    });
    expect(kit.getAccount('solana').isConnected).toBe(false);
    expect(() => kit.getAccount('cosmos' as never)).toThrow('Unknown namespace "cosmos"');
    expect(accounts).toEqual(['0x1111111111111111111111111111111111111111']);
    expect(networks).toEqual([]);
  });

  test('SPEC §4: switchNetwork rejects a network that is not configured, and bad input', async () => {
    const kit = createAppKit({ networks: [mainnet], disableAppend: true });
    await expect(kit.switchNetwork(base)).rejects.toThrow('Network Not Found');
    await expect(kit.switchNetwork(null as never)).rejects.toThrow('switchNetwork expects a network object');
  });

  test('SPEC §4: getProvider and disconnect go through the namespace client registry; disconnect clears the stored email', async () => {
    // A namespace without a client: the solana adapter an earlier test's kit loaded is taken out.
    const solanaClient = getNamespaceClient('solana');
    if (solanaClient) cleanups.push(() => void registerNamespaceClient(solanaClient));
    registerNamespaceClient(new RecordingNamespaceClient('solana', 'x', {}, undefined))();
    const kit = createAppKit({ networks: [mainnet], disableAppend: true });
    expect(() => kit.getProvider('solana')).toThrow('No client for namespace "solana" yet: add its adapter');
    const client = new RecordingNamespaceClient('eip155', '0x1', {}, { request: 'eip1193' });
    cleanups.push(registerNamespaceClient(client));
    expect(kit.getProvider('eip155')).toEqual({ request: 'eip1193' });
    setCaipAddress('eip155', EVM);
    setCaipAddress('solana', `${solana.caipNetworkId}:7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU`);
    await expect(kit.disconnect()).rejects.toThrow('No client for namespace "solana" yet');
    expect(getAccount('eip155').caipAddress).toBe(EVM);
    writeStored('email', 'a@b.co');
    await kit.disconnect('eip155');
    expect(client.methods()).toEqual(['disconnect']);
    expect(getAccount('eip155').caipAddress).toBeUndefined();
    expect(getAccount('solana').caipAddress).toBeDefined();
    expect(readStored('email')).toBeUndefined();
  });

  test('SPEC §3: theme mode and variables setters validate their input', () => {
    const kit = createAppKit({ networks: [mainnet], disableAppend: true });
    kit.setThemeMode('light');
    expect(kit.getThemeMode()).toBe('light');
    kit.setThemeVariables({ '--w3m-z-index': 1000 });
    expect($theme.get().themeVariables['--w3m-z-index']).toBe(1000);
    expect(() => kit.setThemeMode('neon' as never)).toThrow('Invalid theme mode "neon"');
    expect(() => kit.setThemeVariables({ color: 'red' })).toThrow('Invalid theme variable "color"');
    kit.setThemeMode('system');
    expect(['dark', 'light']).toContain(kit.getThemeMode());
  });

  test('SPEC §3: subscribeTheme reports mode and variables until unsubscribed; getThemeVariables reads them', () => {
    $theme.set({ themeMode: 'dark', themeModeSetting: 'dark', themeVariables: {} });
    const kit = createAppKit({
      networks: [mainnet],
      disableAppend: true,
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#112233' },
    });
    const seen: unknown[] = [];
    const stop = kit.subscribeTheme((theme) => seen.push(theme));
    kit.setThemeMode('light');
    kit.setThemeVariables({ '--w3m-z-index': 7 });
    stop();
    kit.setThemeMode('dark');
    expect(seen).toEqual([
      { themeMode: 'light', themeVariables: { '--w3m-accent': '#112233' } },
      { themeMode: 'light', themeVariables: { '--w3m-accent': '#112233', '--w3m-z-index': 7 } },
    ]);
    expect(kit.getThemeVariables()).toEqual({ '--w3m-accent': '#112233', '--w3m-z-index': 7 });
    expect(() => kit.subscribeTheme(undefined as never)).toThrow('Expected a callback function');
  });

  test('SPEC §3: getWalletProviderType names the connector type a namespace is connected through', () => {
    const kit = createAppKit({ networks: [mainnet, solana], disableAppend: true });
    expect(kit.getWalletProviderType('eip155')).toBeUndefined();
    setConnectorType('eip155', 'ANNOUNCED');
    expect(kit.getWalletProviderType('eip155')).toBe('ANNOUNCED');
    expect(kit.getWalletProviderType('solana')).toBeUndefined();
    setConnectorType('eip155', undefined);
    expect(kit.getWalletProviderType('eip155')).toBeUndefined();
    expect(() => kit.getWalletProviderType('cosmos' as never)).toThrow('Unknown namespace "cosmos"');
  });

  test("SPEC §3: embeddedWalletInfo is set only for an account of the auth connector, in AppKit's shape", () => {
    const kit = createAppKit({ networks: [mainnet], disableAppend: true });
    const reported: unknown[] = [];
    cleanups.push(kit.subscribeAccount((account) => reported.push(account.embeddedWalletInfo)));
    setCaipAddress('eip155', EVM);
    setConnectorType('eip155', 'ANNOUNCED');
    expect(kit.getAccount('eip155').embeddedWalletInfo).toBeUndefined();

    setConnectorType('eip155', 'AUTH');
    expect(kit.getAccount('eip155').embeddedWalletInfo).toEqual({
      user: undefined,
      authProvider: 'email',
      accountType: 'smartAccount',
      isSmartAccountDeployed: false,
    });
    patchAccount('eip155', {
      user: { email: 'ada@example.org', username: 'ada' },
      socialProvider: 'github',
      smartAccountDeployed: true,
    });
    setPreferredAccountType('eip155', 'eoa');
    const expected = {
      user: { email: 'ada@example.org', username: 'ada' },
      authProvider: 'github',
      accountType: 'eoa',
      isSmartAccountDeployed: true,
    };
    expect(kit.getAccount().embeddedWalletInfo).toEqual(expected);
    // The account channel reports the preferred-type change too.
    expect(reported.at(-1)).toEqual(expected);
  });

  test('SPEC §7: subscribeEvents receives emitted events; getWalletInfo reports the connected wallet', () => {
    const kit = createAppKit({ networks: [mainnet], disableAppend: true });
    const events: string[] = [];
    cleanups.push(kit.subscribeEvents((e) => events.push(e.data.event)));
    emitEvent({ event: 'DISCONNECT_SUCCESS' });
    expect(events).toEqual(['DISCONNECT_SUCCESS']);
    expect(kit.getWalletInfo()).toBeUndefined();
  });
});
