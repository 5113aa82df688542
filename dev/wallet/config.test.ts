import { PolicyApprover } from './approver';
import {
  applyConfig,
  createControl,
  DEFAULT_SWITCHES,
  parseConfig,
  toKnownChains,
  type ControlDeps,
} from './config';
import { DevWalletProvider } from './provider';

const makeDeps = (): ControlDeps & { legacyCalls: boolean[] } => {
  const switches = { ...DEFAULT_SWITCHES };
  const legacyCalls: boolean[] = [];
  const provider = new DevWalletProvider({ approver: new PolicyApprover(() => switches) });
  return { provider, switches, legacyCalls, onLegacyInjection: (enabled) => legacyCalls.push(enabled) };
};

describe('Dev Wallet configuration', () => {
  it('accepts every documented key, with chain ids as numbers or hex', () => {
    const config = parseConfig({
      autoApprove: true,
      rejectAll: false,
      chains: [
        { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil' },
        {
          chainId: '0x7a6a',
          rpcUrl: 'http://127.0.0.1:8546',
          name: 'Anvil 2',
          nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 18 },
        },
      ],
      accountIndex: 4,
      assets: { anything: ['goes'] },
      capabilities: 'even malformed',
      legacyInjection: true,
    });
    expect(toKnownChains(config.chains ?? [])).toEqual([
      {
        chainId: 31337,
        rpcUrl: 'http://127.0.0.1:8545',
        name: 'Anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
      {
        chainId: 31338,
        rpcUrl: 'http://127.0.0.1:8546',
        name: 'Anvil 2',
        nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 18 },
      },
    ]);
  });

  it.each([
    ['an unknown key', { autoAprove: true }, /Unrecognized key.*autoAprove/],
    ['a non-boolean switch', { rejectAll: 'yes' }, /config\.rejectAll: Invalid input: expected boolean/],
    ['an account outside 0-4', { accountIndex: 5 }, /config\.accountIndex/],
    ['an empty chain list', { chains: [] }, /chains must hold at least one chain/],
    [
      'a decimal-string chain id',
      { chains: [{ chainId: '31337', rpcUrl: 'http://127.0.0.1:8545', name: 'A' }] },
      /config\.chains\[0\]\.chainId/,
    ],
    [
      'a non-http rpc url',
      { chains: [{ chainId: 1, rpcUrl: 'ws://127.0.0.1:8545', name: 'A' }] },
      /config\.chains\[0\]\.rpcUrl: Expected an http\(s\) URL/,
    ],
    ['not an object', 'autoApprove', /Invalid Dev Wallet config/],
  ])('rejects %s with a clear message', (_name, input, message) => {
    expect(() => parseConfig(input)).toThrow(message);
  });

  it('applies switches, chains, account, answers and legacy injection to the running wallet', async () => {
    const deps = makeDeps();
    const chainChanges: string[] = [];
    deps.provider.on('chainChanged', (chainId) => chainChanges.push(chainId));
    applyConfig(
      parseConfig({
        autoApprove: true,
        chains: [{ chainId: '0x7a6a', rpcUrl: 'http://127.0.0.1:8546', name: 'B' }],
        accountIndex: 3,
        assets: [],
        legacyInjection: true,
      }),
      deps,
    );
    expect(deps.switches).toEqual({ autoApprove: true, rejectAll: false, legacyInjection: true });
    expect(deps.legacyCalls).toEqual([true]);
    expect(chainChanges).toEqual(['0x7a6a']);
    expect(deps.provider.getState()).toMatchObject({
      chainId: 31338,
      accountIndex: 3,
      address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    });
    await deps.provider.request({ method: 'eth_requestAccounts' });
    expect(
      await deps.provider.request({
        method: 'wallet_getAssets',
        params: [{ account: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' }],
      }),
    ).toEqual([]);
  });

  it('drives the wallet through the control surface', async () => {
    const deps = makeDeps();
    const control = createControl(deps);
    control.configure({
      chains: [
        { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'A' },
        { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546', name: 'B' },
      ],
    });
    control.switchChain('0x7a6a');
    expect(control.getState()).toMatchObject({ chainId: 31338, autoApprove: false, rejectAll: false });
    control.switchChain(31337);
    expect(() => control.switchChain(1)).toThrow(/Unrecognized chain ID 0x1/);
    expect(() => control.switchChain('mainnet')).toThrow(
      /switchChain expects a positive integer or a 0x-prefixed hex chain id, got "mainnet"/,
    );
    expect(() => control.configure({ accountIndex: -1 })).toThrow(/Invalid Dev Wallet config/);

    const events: string[] = [];
    deps.provider.on('chainChanged', (chainId) => events.push(`chain ${chainId}`));
    deps.provider.on('accountsChanged', (accounts) => events.push(`accounts ${accounts.length}`));
    deps.provider.on('disconnect', (error) => events.push(`disconnect ${error.code}`));
    control.emit('chainChanged');
    control.emit('accountsChanged');
    control.emit('disconnect');
    expect(events).toEqual(['chain 0x7a69', 'accounts 0', 'disconnect 4900']);
    expect(() => control.emit('message' as never)).toThrow(/Cannot emit "message"/);
    // rejectAll answers 4001 without a DOM.
    control.configure({ rejectAll: true });
    await expect(deps.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    });
  });
});
