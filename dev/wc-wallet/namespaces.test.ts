import { approveNamespaces, type WalletAccounts } from './namespaces';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const PAYMENT = 'bcrt1qpayment';
const ORDINALS = 'bcrt1pordinals';

const wallet = (evmChainIds: number[] = [31337, 31338]): WalletAccounts => ({
  evmChainIds,
  evmAddress: ADDRESS,
  bitcoinChains: [REGTEST],
  bitcoinAddresses: [PAYMENT, ORDINALS],
});

describe('dev mobile wallet: approved namespaces', () => {
  it('approves the known proposed chains with the supported methods and one account each', () => {
    const approved = approveNamespaces(
      {
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
            methods: ['personal_sign', 'eth_sendTransaction', 'wallet_getAssets'],
            events: ['accountsChanged', 'chainChanged', 'other'],
          },
          solana: { chains: ['solana:abc'], methods: ['solana_signMessage'], events: [] },
        },
      },
      wallet(),
    );
    expect(approved).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
        accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`],
      },
    });
  });

  it('approves bip122 on the regtest chain with the payment and ordinals addresses, beside eip155 or alone', () => {
    const bip122 = {
      chains: [REGTEST, 'bip122:000000000019d6689c085ae165831e93'],
      methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses', 'other'],
      events: ['accountsChanged'],
    };
    const both = approveNamespaces(
      { optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: [], events: [] }, bip122 } },
      wallet(),
    );
    expect(Object.keys(both)).toEqual(['eip155', 'bip122']);
    expect(both.bip122).toEqual({
      chains: [REGTEST],
      methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
      events: ['accountsChanged'],
      accounts: [`${REGTEST}:${PAYMENT}`, `${REGTEST}:${ORDINALS}`],
    });
    const alone = approveNamespaces({ requiredNamespaces: { bip122 } }, wallet());
    expect(Object.keys(alone)).toEqual(['bip122']);
  });

  it('reads chain-keyed namespaces (eip155:1) too', () => {
    const approved = approveNamespaces(
      { requiredNamespaces: { 'eip155:31337': { methods: ['personal_sign'], events: [] } } },
      wallet([31337]),
    );
    expect(approved.eip155?.chains).toEqual(['eip155:31337']);
  });

  it('refuses a proposal without a known chain, or one that requires another namespace', () => {
    expect(() =>
      approveNamespaces({ optionalNamespaces: { eip155: { chains: ['eip155:1'] } } }, wallet([31337])),
    ).toThrow(/None of the proposed chains/);
    expect(() =>
      approveNamespaces({ optionalNamespaces: { bip122: { chains: ['bip122:other'] } } }, wallet()),
    ).toThrow(/None of the proposed chains/);
    expect(() =>
      approveNamespaces({ requiredNamespaces: { solana: { chains: ['solana:x'] } } }, wallet()),
    ).toThrow(/no solana account/);
    expect(() =>
      approveNamespaces({ optionalNamespaces: { eip155: { chains: 'eip155:1' } } }, wallet([1])),
    ).toThrow();
  });
});
