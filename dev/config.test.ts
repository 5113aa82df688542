import { decodeDevConfig, parseDevConfig, type DevConfig } from './config';

const valid: DevConfig = {
  chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }],
  tokens: [
    {
      chainId: 31337,
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      name: 'Test USD',
      symbol: 'tUSD',
      decimals: 6,
    },
  ],
  accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  relayUrl: 'ws://127.0.0.1:8555',
  solana: {
    caipNetworkId: 'solana:7KjmBSZaMZJ6KEZ7w8XkEnFZqY67sYa8',
    rpcUrl: 'http://127.0.0.1:8899',
    wsUrl: 'ws://127.0.0.1:8900',
    accounts: ['oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'],
    tokens: [
      {
        mint: '6XB1Ki4QQQqtGDDkfgfqYkLMGSpQy14SizdhkAa3ZqYZ',
        name: 'Test USD (Solana)',
        symbol: 'tUSD',
        decimals: 6,
      },
    ],
  },
};

describe('parseDevConfig', () => {
  it('accepts the config the stack writes', () => {
    expect(parseDevConfig(JSON.stringify(valid))).toEqual(valid);
  });

  it('accepts the Uniswap V2 deployment and refuses one with a bad router address', () => {
    const uniswap = [
      {
        chainId: 31337,
        factory: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
        router: '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6',
        weth: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
      },
    ];
    expect(parseDevConfig(JSON.stringify({ ...valid, uniswap })).uniswap).toEqual(uniswap);
    expect(() =>
      parseDevConfig(JSON.stringify({ ...valid, uniswap: [{ ...uniswap[0], router: '0x12' }] })),
    ).toThrow(/uniswap.*router|router/);
  });

  it('treats relayUrl as optional', () => {
    const { relayUrl: _unused, ...withoutRelay } = valid;
    expect(parseDevConfig(JSON.stringify(withoutRelay))).toEqual(withoutRelay);
  });

  it('accepts the Bitcoin endpoint and its dev accounts, and names a wrong address', () => {
    const key = (address: string) => ({
      address,
      publicKey: `02${'ab'.repeat(32)}`,
      path: "m/84'/1'/0'/0/0",
    });
    const bitcoin = {
      url: 'http://127.0.0.1:3002',
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      accounts: [
        {
          payment: key('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'),
          ordinals: key('bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv'),
        },
      ],
    };
    expect(parseDevConfig(JSON.stringify({ ...valid, bitcoin }))).toEqual({ ...valid, bitcoin });
    const mainnet = {
      ...bitcoin,
      accounts: [{ ...bitcoin.accounts[0], payment: key('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') }],
    };
    expect(() => parseDevConfig(JSON.stringify({ ...valid, bitcoin: mainnet }))).toThrow(
      /Expected a bech32 regtest address[\s\S]*bitcoin\.accounts\[0\]\.payment\.address/,
    );
  });

  it('checks the Solana section: base58 addresses and a solana: network id', () => {
    const { solana } = valid;
    if (!solana) throw new Error('the fixture has a Solana section');
    expect(() =>
      decodeDevConfig({
        ...valid,
        solana: { ...solana, accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] },
      }),
    ).toThrow('Expected a base58 Solana address');
    expect(() => decodeDevConfig({ ...valid, solana: { ...solana, caipNetworkId: 'eip155:1' } })).toThrow(
      'Expected solana:<32 base58 characters>',
    );
  });

  it('rejects text that is not JSON with a clear error', () => {
    expect(() => parseDevConfig('{"chains": [')).toThrow(/^Invalid dev config: not valid JSON \(/);
    expect(() => parseDevConfig('')).toThrow('Invalid dev config: not valid JSON');
  });

  it('names every field that is wrong', () => {
    const bad = {
      chains: [{ chainId: -1, name: 'Anvil', rpcUrl: 'ftp://127.0.0.1' }],
      tokens: [{ chainId: 31337, address: '0x1234', name: 'T', symbol: 'T', decimals: 6.5 }],
      accounts: ['not-an-address'],
    };
    let message = '';
    try {
      parseDevConfig(JSON.stringify(bad));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid dev config:/);
    for (const path of [
      'chains[0].chainId',
      'chains[0].rpcUrl',
      'tokens[0].address',
      'tokens[0].decimals',
      'accounts[0]',
    ]) {
      expect(message).toContain(path);
    }
    expect(message).toContain('Expected a 0x-prefixed 20-byte hex address');
    expect(message).toContain('Expected an http(s):// or ws(s):// URL');
  });

  it('rejects a config without chains, a non-object, and unknown keys', () => {
    expect(() => parseDevConfig(JSON.stringify({ ...valid, chains: [] }))).toThrow('chains');
    expect(() => parseDevConfig('[]')).toThrow('Invalid dev config');
    expect(() => parseDevConfig('null')).toThrow('Invalid dev config');
    expect(() => decodeDevConfig({ ...valid, rpcURL: 'x' })).toThrow('rpcURL');
  });
});
