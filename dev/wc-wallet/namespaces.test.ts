import { approveEip155 } from './namespaces';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('dev mobile wallet: approved namespaces', () => {
  it('approves the known proposed chains with the supported methods and one account each', () => {
    const approved = approveEip155(
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
      [31337, 31338],
      ADDRESS,
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

  it('reads chain-keyed namespaces (eip155:1) too', () => {
    const approved = approveEip155(
      { requiredNamespaces: { 'eip155:31337': { methods: ['personal_sign'], events: [] } } },
      [31337],
      ADDRESS,
    );
    expect(approved.eip155.chains).toEqual(['eip155:31337']);
  });

  it('refuses a proposal without a known chain, or one that requires another namespace', () => {
    expect(() =>
      approveEip155({ optionalNamespaces: { eip155: { chains: ['eip155:1'] } } }, [31337], ADDRESS),
    ).toThrow(/None of the proposed chains/);
    expect(() =>
      approveEip155({ requiredNamespaces: { solana: { chains: ['solana:x'] } } }, [31337], ADDRESS),
    ).toThrow(/no solana account/);
    expect(() =>
      approveEip155({ optionalNamespaces: { eip155: { chains: 'eip155:1' } } }, [1], ADDRESS),
    ).toThrow();
  });
});
