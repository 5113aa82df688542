import {
  $options,
  defaultResolvedOptions,
  currentDappData,
  getFeature,
  OptionsError,
  parseOptions,
  setOptions,
  type ResolvedOptions,
} from './options';
import { DEFAULT_NETWORK } from '../chains/networks/default-network';
import { mainnet } from '../chains/networks/ethereum';

const base = {
  id: 8453,
  name: 'Base',
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
} as const;
const anvil = {
  ...base,
  id: 31337,
  name: 'Anvil',
  caipNetworkId: 'eip155:31337',
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as const;

const siwx = {
  createMessage: async () => ({}),
  addSession: async () => undefined,
  revokeSession: async () => undefined,
  setSessions: async () => undefined,
  getSessions: async () => [],
};

function errorOf(input: unknown): OptionsError {
  try {
    parseOptions(input);
  } catch (err) {
    if (err instanceof OptionsError) return err;
    throw err;
  }
  throw new Error('parseOptions accepted the input');
}

describe('parseOptions defaults', () => {
  test('SPEC §9: without networks the kit uses eip155:1 (the catalog mainnet), or the defaultNetwork alone', () => {
    const [network] = parseOptions({}).networks;
    expect(network).toBe(DEFAULT_NETWORK);
    const pick = (item: typeof mainnet) => ({
      id: item.id,
      name: item.name,
      caipNetworkId: item.caipNetworkId,
      chainNamespace: item.chainNamespace,
      nativeCurrency: item.nativeCurrency,
      rpcUrls: item.rpcUrls,
      explorer: item.blockExplorers?.default.url,
      ens: item.contracts?.ensUniversalResolver?.address,
      multicall: item.contracts?.multicall3?.address,
    });
    expect(pick(DEFAULT_NETWORK)).toEqual(pick(mainnet));
    expect(parseOptions({ defaultNetwork: anvil }).networks).toEqual([anvil]);
  });

  test('SPEC §9: legalCheckbox, smartSessions, collapseWallets and pay are off, every other flag on', () => {
    const { features } = parseOptions({});
    expect(features).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      connectorTypeOrder: [
        'walletConnect',
        'recent',
        'injected',
        'featured',
        'custom',
        'external',
        'recommended',
      ],
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
      connectMethodsOrder: ['email', 'social', 'wallet'],
      pay: false,
    });
  });

  test('SPEC §9: debug, walletconnect, wallet guide, wallets, EIP-6963, network switch and auth logger default on', () => {
    const resolved = parseOptions(undefined);
    for (const key of [
      'debug',
      'enableWalletConnect',
      'enableWalletGuide',
      'enableWallets',
      'enableEIP6963',
      'enableNetworkSwitch',
      'enableAuthLogger',
    ] as const) {
      expect([key, resolved[key]]).toEqual([key, true]);
      expect([key, parseOptions({ [key]: false })[key]]).toEqual([key, false]);
    }
  });

  test('SPEC §3: the other options have safe defaults', () => {
    const resolved = parseOptions({});
    expect(resolved).toMatchObject({
      projectId: undefined,
      networks: [DEFAULT_NETWORK],
      defaultNetwork: undefined,
      themeMode: 'dark',
      themeVariables: {},
      allWallets: 'SHOW',
      includeWalletIds: [],
      excludeWalletIds: [],
      featuredWalletIds: [],
      customWallets: [],
      tokens: {},
      customRpcUrls: {},
      isSiweEnabled: false,
      enableEmbedded: false,
      allowUnsupportedChain: false,
      manualWCControl: false,
      disableAppend: false,
      hasMultipleAddresses: false,
      sdkType: 'appkit',
      configuredFeatures: [],
    });
    expect(resolved.sdkVersion).toMatch(/1\.7\.4$/);
  });

  test('SPEC §3: account kinds default to eip155 smartAccount, solana and polkadot eoa, bip122 payment', () => {
    expect(parseOptions({}).defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    });
    expect(parseOptions({ defaultAccountTypes: { eip155: 'eoa' } }).defaultAccountTypes.eip155).toBe('eoa');
  });

  test('SPEC §3: host feature values override defaults and are listed as configured', () => {
    const resolved = parseOptions({
      features: { email: false, socials: false, connectMethodsOrder: ['wallet', 'email'], pay: true },
    });
    expect(resolved.features.email).toBe(false);
    expect(resolved.features.socials).toBe(false);
    expect(resolved.features.connectMethodsOrder).toEqual(['wallet', 'email']);
    expect(resolved.features.pay).toBe(true);
    expect(resolved.features.swaps).toBe(true);
    expect(resolved.configuredFeatures.sort()).toEqual(['connectMethodsOrder', 'email', 'pay', 'socials']);
  });

  test('SPEC §3: a full AppKit-style configuration is accepted', () => {
    const customRpcUrls = { 'eip155:8453': [{ url: 'https://rpc.example.org', config: { timeout: 5000 } }] };
    const resolved = parseOptions({
      projectId: 'abc123',
      networks: [base, anvil],
      defaultNetwork: anvil,
      metadata: {
        name: 'Demo',
        description: 'A demo',
        url: 'http://localhost:3333',
        icons: ['https://example.org/icon.png'],
      },
      themeMode: 'system',
      themeVariables: { '--w3m-accent': '#00f', '--w3m-z-index': 1000 },
      secureSiteUrl: 'http://127.0.0.1:8787',
      relayUrl: 'ws://127.0.0.1:8555',
      walletRegistryUrl: 'http://127.0.0.1:8700/registry',
      ipfsGateway: 'https://gateway.example.org/ipfs/',
      tokens: {
        'eip155:8453': {
          address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
          image: 'https://example.org/usdc.png',
        },
      },
      customRpcUrls,
      allWallets: 'ONLY_MOBILE',
      includeWalletIds: ['a'],
      excludeWalletIds: ['b'],
      featuredWalletIds: ['c'],
      customWallets: [{ id: 'dev', name: 'Dev Wallet', mobile_link: 'devwallet://', chains: ['eip155:1'] }],
      termsConditionsUrl: 'https://example.org/terms',
      privacyPolicyUrl: 'https://example.org/privacy',
      siwx,
      sdkType: 'appkit',
      sdkVersion: 'react-w3m-1.7.4',
      manualWCControl: true,
    });
    expect(resolved.networks[0]).toBe(base);
    expect(resolved.defaultNetwork).toBe(anvil);
    expect(resolved.siwx).toBe(siwx);
    expect(resolved.customRpcUrls).toEqual(customRpcUrls);
    expect(resolved.customWallets[0]).toMatchObject({ id: 'dev', chains: ['eip155:1'] });
    expect(resolved.themeVariables['--w3m-z-index']).toBe(1000);
    expect(resolved.manualWCControl).toBe(true);
    expect(resolved.ipfsGateway).toBe('https://gateway.example.org/ipfs/');
  });
});

describe('parseOptions errors', () => {
  test.each([
    [
      { features: { email: 'yes' } },
      'features.email',
      'Invalid option "features.email": expected boolean, received string',
    ],
    [{ debug: 1 }, 'debug', 'Invalid option "debug": expected boolean, received number'],
    [{ projectId: 42 }, 'projectId', 'Invalid option "projectId": expected string, received number'],
    [
      { projectId: '' },
      'projectId',
      'Invalid option "projectId": string must contain at least 1 character(s)',
    ],
    [
      { themeMode: 'blue' },
      'themeMode',
      `Invalid option "themeMode": invalid enum value; expected one of 'dark', 'light', 'system'`,
    ],
    [
      { allWallets: 'ALWAYS' },
      'allWallets',
      `Invalid option "allWallets": invalid enum value; expected one of 'SHOW', 'HIDE', 'ONLY_MOBILE'`,
    ],
    [
      { secureSiteUrl: 'javascript:alert(1)' },
      'secureSiteUrl',
      'Invalid option "secureSiteUrl": invalid url',
    ],
    [{ relayUrl: 'https://relay.example' }, 'relayUrl', 'Invalid option "relayUrl": invalid url'],
    [{ ipfsGateway: 'ipfs://gateway' }, 'ipfsGateway', 'Invalid option "ipfsGateway": invalid url'],
    [
      { walletRegistryUrl: 'ftp://registry.example' },
      'walletRegistryUrl',
      'Invalid option "walletRegistryUrl": invalid url',
    ],
    [
      { includeWalletIds: 'abc' },
      'includeWalletIds',
      'Invalid option "includeWalletIds": expected array, received string',
    ],
    [
      { featuredWalletIds: [1] },
      'featuredWalletIds[0]',
      'Invalid option "featuredWalletIds[0]": expected string, received number',
    ],
    [
      { features: { socials: ['myspace'] } },
      'features.socials',
      'Invalid option "features.socials": expected false or a list of google, x, discord, farcaster, github, apple, facebook',
    ],
    [{ features: { socials: true } }, 'features.socials', undefined],
    [{ features: { walletFeaturesOrder: ['buy'] } }, 'features.walletFeaturesOrder[0]', undefined],
    [{ features: 'all' }, 'features', 'Invalid option "features": expected object, received string'],
    [
      { metadata: { name: 'x', description: 'y', url: 'not a url', icons: [] } },
      'metadata.url',
      'Invalid option "metadata.url": invalid url',
    ],
    [{ metadata: { name: 'x' } }, 'metadata.description', 'Invalid option "metadata.description": required'],
    [
      { themeVariables: { accent: 'red' } },
      'themeVariables.accent',
      'Invalid option "themeVariables.accent": theme variable names must start with --w3m-',
    ],
    [
      { themeVariables: { '--w3m-accent': true } },
      'themeVariables.--w3m-accent',
      'Invalid option "themeVariables.--w3m-accent": expected string | number, received boolean',
    ],
    [
      { tokens: { base: { address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' } } },
      'tokens.base',
      'Invalid option "tokens.base": keys must be CAIP network ids such as eip155:1',
    ],
    [
      { customRpcUrls: { mainnet: [] } },
      'customRpcUrls.mainnet',
      'Invalid option "customRpcUrls.mainnet": keys must be CAIP network ids such as eip155:1',
    ],
    [
      { tokens: { 'eip155:1': { address: 'nope' } } },
      'tokens.eip155:1.address',
      'Invalid option "tokens.eip155:1.address": invalid address',
    ],
    [
      {
        tokens: {
          'eip155:1': [{ address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' }, { address: '0x12' }],
        },
      },
      'tokens.eip155:1[1].address',
      'Invalid option "tokens.eip155:1[1].address": invalid address',
    ],
    [{ customRpcUrls: { 'eip155:1': [{ url: 'ftp://x' }] } }, 'customRpcUrls.eip155:1[0].url', undefined],
    [{ customRpcUrls: { 'eip155:1': { url: 'https://x.org' } } }, 'customRpcUrls.eip155:1', undefined],
    [
      { customWallets: [{ name: 'No id' }] },
      'customWallets[0].id',
      'Invalid option "customWallets[0].id": required',
    ],
    [{ defaultAccountTypes: { eip155: 'contract' } }, 'defaultAccountTypes.eip155', undefined],
    [{ defaultAccountTypes: { eip155: 'ordinal' } }, 'defaultAccountTypes.eip155', undefined],
    [{ defaultAccountTypes: { bip122: 'smartAccount' } }, 'defaultAccountTypes.bip122', undefined],
    [{ defaultAccountTypes: { solana: 'payment' } }, 'defaultAccountTypes.solana', undefined],
    [
      { defaultAccountTypes: { cosmos: 'eoa' } },
      'defaultAccountTypes.cosmos',
      'Unknown option "defaultAccountTypes.cosmos"',
    ],
    [{ siwx: { createMessage: () => undefined } }, 'siwx', undefined],
    [{ siweConfig: 'yes' }, 'siweConfig', 'Invalid option "siweConfig": expected object'],
    [{ analyticsSink: {} }, 'analyticsSink', 'Invalid option "analyticsSink": expected function'],
    [{ priceSource: 'coingecko' }, 'priceSource', 'Invalid option "priceSource": expected function'],
    [{ networks: [] }, 'networks', 'Invalid option "networks": array must contain at least 1 element(s)'],
    [{ networks: base }, 'networks', 'Invalid option "networks": expected array, received object'],
    [
      { networks: [{ ...base, rpcUrls: { default: { http: [] } } }] },
      'networks[0].rpcUrls.default.http',
      undefined,
    ],
    [{ networks: [{ ...base, caipNetworkId: '8453' }] }, 'networks[0].caipNetworkId', undefined],
    [{ defaultNetwork: { name: 'x' } }, 'defaultNetwork.id', undefined],
  ])('SPEC §3: %j is rejected at %p', (input, path, message) => {
    const error = errorOf(input);
    expect(error).toBeInstanceOf(Error);
    expect(error.path).toBe(path);
    // The first problem found; the others (a missing name also lacks its url…) follow it.
    const first = error.problems[0]?.message;
    if (message) expect(first).toBe(message);
    else expect(first).toMatch(new RegExp(`^Invalid option "${path.replace(/[.[\]]/g, '\\$&')}": .+`));
    if (error.problems.length === 1) expect(error.message).toBe(first);
  });

  test('SPEC §3: an unknown option is named', () => {
    expect(errorOf({ foo: 1 }).message).toBe('Unknown option "foo"');
    expect(errorOf({ foo: 1 }).path).toBe('foo');
    expect(errorOf({ features: { darkMode: true } }).message).toBe('Unknown option "features.darkMode"');
    expect(
      errorOf({
        tokens: { 'eip155:1': { address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', logo: 'x' } },
      }).message,
    ).toBe('Unknown option "tokens.eip155:1.logo"');
  });

  test('SPEC §5: setting both siweConfig and siwx is an error', () => {
    const error = errorOf({ siweConfig: { options: {} }, siwx });
    expect(error.message).toBe('Invalid option "siwx": siweConfig and siwx cannot both be set');
    expect(error.path).toBe('siwx');
    expect(() => parseOptions({ siweConfig: { options: {} } })).not.toThrow();
  });

  test('SPEC §8: the default network must be one of the networks', () => {
    const error = errorOf({ networks: [base], defaultNetwork: anvil });
    expect(error.path).toBe('defaultNetwork');
    expect(error.message).toBe('Invalid option "defaultNetwork": eip155:31337 is not in networks');
  });

  test('every problem is reported at once, each with its option path', () => {
    const error = errorOf({
      themeMode: 'blue',
      featuredWalletIds: 'metamask',
      features: { email: 'yes', socials: ['myspace'] },
      colour: 'red',
      siweConfig: { options: {} },
      siwx,
      networks: [base],
      defaultNetwork: anvil,
    });
    expect(error.problems.map((problem) => problem.path)).toEqual([
      'features.email',
      'features.socials',
      'themeMode',
      'featuredWalletIds',
      'colour',
      'siwx',
      'defaultNetwork',
    ]);
    expect(error.path).toBe('features.email');
    const lines = error.message.split('\n');
    expect(lines[0]).toBe('7 invalid options:');
    expect(lines.slice(1)).toEqual(error.problems.map((problem) => `- ${problem.message}`));
    expect(error.message).toContain(
      `- Invalid option "themeMode": invalid enum value; expected one of 'dark', 'light', 'system'`,
    );
    expect(error.message).toContain('- Invalid option "featuredWalletIds": expected array, received string');
    expect(error.message).toContain('- Unknown option "colour"');
  });

  test('every bad item of a list and every bad key of a record is named', () => {
    const error = errorOf({
      networks: [base, { ...anvil, caipNetworkId: '31337' }, 'mainnet'],
      customRpcUrls: { 'eip155:1': [{ url: 'ftp://x' }], nope: [] },
    });
    expect(error.problems.map((problem) => problem.path)).toEqual([
      'networks[1].caipNetworkId',
      'networks[2]',
      'customRpcUrls.eip155:1[0].url',
      'customRpcUrls.nope',
    ]);
  });

  test.each([null, 'options', 42, [], true])('SPEC §3: non-object options %p are rejected', (input) => {
    const error = errorOf(input);
    expect(error.path).toBe('');
    expect(error.message).toMatch(/^Invalid options: expected object, received /);
  });
});

describe('$options', () => {
  afterEach(() => setOptions(parseOptions({})));

  test('SPEC §9: the defaults without parsing equal parsing no options', () => {
    expect(defaultResolvedOptions()).toEqual(parseOptions({}));
    expect($options.get()).toEqual(parseOptions(undefined));
  });

  test('SPEC §3: the store starts with the defaults and setOptions replaces them', () => {
    expect(getFeature('email')).toBe(true);
    const resolved: ResolvedOptions = parseOptions({ projectId: 'p1', features: { email: false } });
    setOptions(resolved);
    expect($options.get()).toBe(resolved);
    expect(getFeature('email')).toBe(false);
    expect(getFeature('socials')).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  test('SPEC §3: dapp data carries metadata, sdk version and type, and project id', () => {
    const metadata = { name: 'Demo', description: 'd', url: 'https://demo.example', icons: [] };
    setOptions(parseOptions({ projectId: 'p1', metadata, sdkVersion: 'html-w3m-1.7.4' }));
    expect(currentDappData()).toEqual({
      metadata,
      sdkVersion: 'html-w3m-1.7.4',
      sdkType: 'appkit',
      projectId: 'p1',
    });
  });
});

describe('historySources option', () => {
  test('accepts one source or a list per CAIP network id, kept as given', () => {
    const historySources = {
      'eip155:31337': { type: 'otterscan', url: 'http://127.0.0.1:8545' },
      'eip155:1': [
        { type: 'etherscan', url: 'https://api.etherscan.io/v2/api', apiKey: 'KEY' },
        { type: 'blockscout', url: 'https://eth.blockscout.com' },
      ],
    } as const;
    expect(parseOptions({ historySources }).historySources).toEqual(historySources);
    expect(parseOptions({}).historySources).toBeUndefined();
  });

  test.each([
    [{ historySources: { mainnet: { type: 'otterscan', url: 'http://x.org' } } }, 'historySources.mainnet'],
    [
      { historySources: { 'eip155:1': { type: 'covalent', url: 'http://x.org' } } },
      'historySources.eip155:1',
    ],
    [
      { historySources: { 'eip155:1': { type: 'blockscout', url: 'ftp://x.org' } } },
      'historySources.eip155:1',
    ],
    [{ historySources: { 'eip155:1': [{ type: 'etherscan' }] } }, 'historySources.eip155:1'],
    [{ historySources: 'blockscout' }, 'historySources'],
  ])('%j is rejected at %p', (input, path) => {
    const error = errorOf(input);
    expect(error.path).toBe(path);
    expect(error.message).toMatch(/^(Invalid|Unknown) option "historySources/);
  });
});
