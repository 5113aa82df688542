import {
  $connectors,
  $recentWallets,
  addConnector,
  connectMethodsOrder,
  connectorSections,
  getAuthConnector,
  loadRecentWallets,
  rememberRecentWallet,
  removeConnector,
  setConnectors,
  setExcludedWallets,
  visibleConnectors,
  walletConnectSectionEnabled,
  type Connector,
  type ConnectorEnvironment,
} from './connectors';
import { parseOptions, setOptions, type AppKitOptions } from './options';

const desktop: ConnectorEnvironment = {
  isMobile: false,
  hasInjectedProvider: true,
  walletConnectConnected: false,
};
const mobile: ConnectorEnvironment = {
  isMobile: true,
  hasInjectedProvider: false,
  walletConnectConnected: false,
};
const noLists = { featured: [], recommended: [] };

const walletConnect: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
};
const browserWallet: Connector = {
  id: 'injected',
  type: 'INJECTED',
  name: 'Browser Wallet',
  chain: 'eip155',
};
const devWallet: Connector = {
  id: 'dev.w3m',
  type: 'ANNOUNCED',
  name: 'Dev Wallet',
  rdns: 'dev.w3m',
  chain: 'eip155',
  installed: true,
};
const external: Connector = { id: 'ledger', type: 'EXTERNAL', name: 'Ledger', chain: 'eip155' };
const auth: Connector = { id: 'AUTH', type: 'AUTH', name: 'Email', chain: 'eip155' };

function configure(options: AppKitOptions = {}): void {
  setOptions(parseOptions(options));
}

beforeEach(() => {
  localStorage.clear();
  configure();
  setConnectors([]);
  setExcludedWallets([]);
  $recentWallets.set([]);
});

describe('connector list', () => {
  test('SPEC §3: connectors are kept per id and namespace', () => {
    addConnector(devWallet);
    addConnector({ ...devWallet, chain: 'solana' });
    addConnector({ ...devWallet, name: 'Dev Wallet 2' });
    expect($connectors.get().map((c) => `${c.chain}:${c.name}`)).toEqual([
      'solana:Dev Wallet',
      'eip155:Dev Wallet 2',
    ]);
    removeConnector('dev.w3m', 'solana');
    expect($connectors.get()).toHaveLength(1);
    addConnector(auth);
    expect(getAuthConnector('eip155')?.id).toBe('AUTH');
  });
});

describe('visibility', () => {
  test('SPEC §4: the generic Browser Wallet is hidden on desktop', () => {
    setConnectors([browserWallet, devWallet]);
    expect(visibleConnectors(desktop).map((c) => c.id)).toEqual(['dev.w3m']);
  });

  test('SPEC §4: on mobile the generic Browser Wallet shows only with an rdns or when installed', () => {
    setConnectors([browserWallet]);
    expect(visibleConnectors(mobile)).toEqual([]);
    expect(visibleConnectors({ ...mobile, hasInjectedProvider: true })).toHaveLength(1);
    setConnectors([{ ...browserWallet, rdns: 'io.metamask' }]);
    expect(visibleConnectors(mobile)).toHaveLength(1);
  });

  test('SPEC §4: injected, announced and external connectors matching an excluded wallet by rdns or name are hidden', () => {
    setConnectors([devWallet, external, { ...browserWallet, name: 'Rabby', id: 'rabby' }, walletConnect]);
    setExcludedWallets([
      { rdns: 'dev.w3m', name: 'Something else' },
      { name: 'LEDGER' },
      { name: 'rabby' },
      { name: 'WalletConnect' },
    ]);
    expect(visibleConnectors(desktop).map((c) => c.id)).toEqual(['walletConnect']);
  });

  test('SPEC §4: the WalletConnect section is off when enableWalletConnect is off or WalletConnect is connected', () => {
    expect(walletConnectSectionEnabled(desktop)).toBe(true);
    expect(walletConnectSectionEnabled({ ...desktop, walletConnectConnected: true })).toBe(false);
    configure({ enableWalletConnect: false });
    expect(walletConnectSectionEnabled(desktop)).toBe(false);
  });
});

describe('section order', () => {
  test('SPEC §2: default order, only sections with content', () => {
    setConnectors([walletConnect, devWallet, external]);
    rememberRecentWallet({ id: 'w1', name: 'One' });
    expect(
      connectorSections(desktop, {
        featured: [{ id: 'f', name: 'F' }],
        recommended: [{ id: 'r', name: 'R' }],
      }),
    ).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'external', 'recommended']);
    setConnectors([devWallet]);
    $recentWallets.set([]);
    expect(connectorSections(desktop, noLists)).toEqual(['injected']);
  });

  test('SPEC §2: configured order entries come first, the rest follow in default order', () => {
    configure({
      features: { connectorTypeOrder: ['custom', 'external', 'recommended'] },
      customWallets: [{ id: 'c1', name: 'Custom One' }],
    });
    setConnectors([walletConnect, devWallet, external]);
    expect(connectorSections(desktop, { featured: [], recommended: [{ id: 'r', name: 'R' }] })).toEqual([
      'custom',
      'external',
      'recommended',
      'walletConnect',
      'injected',
    ]);
  });

  test('SPEC §4: a connected WalletConnect connector or enableWalletConnect off drops the walletConnect section', () => {
    setConnectors([walletConnect, devWallet]);
    expect(connectorSections({ ...desktop, walletConnectConnected: true }, noLists)).toEqual(['injected']);
    configure({ enableWalletConnect: false });
    expect(connectorSections(desktop, noLists)).toEqual(['injected']);
  });
});

describe('connect-method order', () => {
  test('SPEC §2: email, social, wallet by default', () => {
    setConnectors([walletConnect, browserWallet]);
    expect(connectMethodsOrder(desktop)).toEqual(['email', 'social', 'wallet']);
  });

  test('SPEC §2: wallet first when an installed injected or announced wallet is shown', () => {
    setConnectors([devWallet]);
    expect(connectMethodsOrder(desktop)).toEqual(['wallet', 'email', 'social']);
    setConnectors([{ ...browserWallet, rdns: 'io.x', installed: true }]);
    expect(connectMethodsOrder(mobile)).toEqual(['wallet', 'email', 'social']);
  });

  test('SPEC §2: a hidden installed wallet does not count', () => {
    setConnectors([devWallet]);
    setExcludedWallets([{ rdns: 'dev.w3m', name: 'x' }]);
    expect(connectMethodsOrder(desktop)).toEqual(['email', 'social', 'wallet']);
  });

  test('SPEC §2: a configured order overrides both', () => {
    configure({ features: { connectMethodsOrder: ['social', 'wallet', 'email'] } });
    setConnectors([devWallet]);
    expect(connectMethodsOrder(desktop)).toEqual(['social', 'wallet', 'email']);
  });
});

describe('recent wallets', () => {
  test('SPEC §9: at most 2 recent wallets, newest first, stored', () => {
    rememberRecentWallet({ id: 'a', name: 'A' });
    rememberRecentWallet({ id: 'b', rdns: 'io.b', name: 'B' });
    rememberRecentWallet({ id: 'c', name: 'C' });
    rememberRecentWallet({ id: 'b', rdns: 'io.b', name: 'B' });
    expect($recentWallets.get().map((w) => w.id)).toEqual(['b', 'c']);
    $recentWallets.set([]);
    loadRecentWallets();
    expect($recentWallets.get()).toEqual([
      { id: 'b', rdns: 'io.b', name: 'B' },
      { id: 'c', name: 'C' },
    ]);
  });

  test('SPEC §3: corrupt stored recent wallets load as an empty list; a wallet without id is refused', () => {
    localStorage.setItem('@w3m/recent_wallets', '[{"name":42}]');
    loadRecentWallets();
    expect($recentWallets.get()).toEqual([]);
    expect(() => rememberRecentWallet({ id: '', name: 'X' })).toThrow(
      'Invalid value for storage "recentWallets"',
    );
  });
});
