import { SessionEip1193Provider, type SessionLink } from './session-provider';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function link(accounts: string[]): SessionLink & { calls: Array<[string, string]>; accounts: string[] } {
  const state = {
    accounts,
    calls: [] as Array<[string, string]>,
    eip155Accounts: () => state.accounts,
    request: jest.fn(async (args: { method: string }, chain: string) => {
      state.calls.push([args.method, chain]);
      return '0xresult';
    }),
    end: jest.fn(async () => undefined),
  };
  return state;
}

describe('a WalletConnect session as an EIP-1193 provider', () => {
  test('accounts and chain id are answered locally, on the preferred chain when the session holds it', async () => {
    const session = link([`eip155:1:${A}`, `eip155:31337:${A}`]);
    const provider = new SessionEip1193Provider(session, 31337);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([A]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(new SessionEip1193Provider(session, 10).chainId).toBe(1);
    expect(session.calls).toEqual([]);
  });

  test('other requests go to the wallet on the current chain', async () => {
    const session = link([`eip155:31337:${A}`]);
    const provider = new SessionEip1193Provider(session);
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', A] })).resolves.toBe(
      '0xresult',
    );
    expect(session.calls).toEqual([['personal_sign', 'eip155:31337']]);
  });

  test('switching inside the session is local and emits chainChanged; another chain asks the wallet', async () => {
    const session = link([`eip155:1:${A}`, `eip155:31337:${A}`]);
    const provider = new SessionEip1193Provider(session, 1);
    const changed = jest.fn();
    provider.on('chainChanged', changed);
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
    expect(changed).toHaveBeenCalledWith('0x7a69');
    expect(session.calls).toEqual([]);
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] });
    expect(session.calls).toEqual([['wallet_switchEthereumChain', 'eip155:31337']]);
    expect(provider.chainId).toBe(10);
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{}] }),
    ).rejects.toMatchObject({
      code: -32602,
    });
  });

  test('updates, the end of the session and the dapp disconnect', async () => {
    const session = link([`eip155:1:${A}`]);
    const provider = new SessionEip1193Provider(session);
    const accounts = jest.fn();
    const chains = jest.fn();
    const disconnect = jest.fn();
    provider.on('accountsChanged', accounts).on('chainChanged', chains).on('disconnect', disconnect);
    session.accounts = [`eip155:31337:${A}`];
    provider.accountsUpdated();
    expect(chains).toHaveBeenCalledWith('0x7a69');
    expect(accounts).toHaveBeenCalledWith([A]);
    provider.ended();
    expect(disconnect.mock.calls[0][0]).toMatchObject({ code: 4900 });
    provider.removeListener('disconnect', disconnect);
    provider.ended();
    expect(disconnect).toHaveBeenCalledTimes(1);
    await provider.disconnect();
    expect(session.end).toHaveBeenCalled();
  });

  test('a session without EVM accounts refuses chain-bound requests', async () => {
    const provider = new SessionEip1193Provider(link([]));
    expect(provider.chainId).toBeUndefined();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 });
  });
});
