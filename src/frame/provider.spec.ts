import type { FrameAction } from './actions';
import { FrameRequestError } from './errors';
import { FrameEip1193Provider, ProviderRpcError, type FrameRequester } from './provider';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Answers like a frame would, recording each call. */
function fakeFrame(answers: Partial<Record<FrameAction, (payload: unknown) => unknown>>) {
  const calls: Array<[FrameAction, unknown]> = [];
  const frame = {
    request: async (action: FrameAction, payload?: unknown) => {
      calls.push([action, payload]);
      const answer = answers[action];
      if (!answer) throw new FrameRequestError(undefined);
      return answer(payload);
    },
  } as unknown as FrameRequester;
  return { frame, calls };
}

describe('FrameEip1193Provider', () => {
  it('answers eth_accounts and eth_chainId from the frame and emits accountsChanged', async () => {
    const { frame, calls } = fakeFrame({
      GET_USER: () => ({ address: ADDRESS, chainId: 31337 }),
      GET_CHAIN_ID: () => ({ chainId: 'eip155:8453' }),
    });
    const provider = new FrameEip1193Provider(frame);
    const accounts: unknown[] = [];
    provider.on('accountsChanged', (list) => accounts.push(list));
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([ADDRESS]);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS]);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x2105');
    expect(accounts).toEqual([[ADDRESS]]);
    expect(calls.map(([action]) => action)).toEqual(['GET_USER', 'GET_CHAIN_ID']);
    expect(provider.walletProviderType).toBe('AUTH');
  });

  it('switches chains through SWITCH_NETWORK and emits chainChanged once', async () => {
    const { frame, calls } = fakeFrame({
      GET_USER: () => ({ address: ADDRESS, chainId: 1 }),
      SWITCH_NETWORK: (payload) => payload,
    });
    const provider = new FrameEip1193Provider(frame);
    const chains: unknown[] = [];
    provider.on('chainChanged', (id) => chains.push(id));
    await provider.request({ method: 'eth_accounts' });
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).resolves.toBeNull();
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
    expect(chains).toEqual(['0x7a69']);
    expect(calls[1]).toEqual(['SWITCH_NETWORK', { chainId: 31337 }]);
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 5 }] }),
    ).rejects.toMatchObject({
      code: -32602,
    });
  });

  it('sends every other method as RPC_REQUEST with the current chain and maps frame errors', async () => {
    const { frame, calls } = fakeFrame({
      GET_USER: () => ({ address: ADDRESS, chainId: 31337 }),
      RPC_REQUEST: (payload) => {
        const { method } = payload as { method: string };
        if (method === 'personal_sign') throw new FrameRequestError('User rejected the request', 4001);
        return '0xabc';
      },
    });
    const provider = new FrameEip1193Provider(frame);
    await provider.request({ method: 'eth_accounts' });
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] }),
    ).resolves.toBe('0xabc');
    expect(calls[1]).toEqual([
      'RPC_REQUEST',
      { method: 'eth_sendTransaction', params: [{ to: ADDRESS }], chainId: 31337 },
    ]);
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).rejects.toEqual(
      new ProviderRpcError(4001, 'User rejected the request'),
    );
    await expect(provider.request({ method: 'eth_sign' } as never)).resolves.toBe('0xabc');
    await expect(provider.request(null as never)).rejects.toMatchObject({ code: -32600 });
  });

  it("keeps the secure site's sentence for a failure without a code (never SPEC §8's 32603, 'invalid chain id')", async () => {
    const outage = 'The bundler for chain 31337 is unreachable: nothing was sent, try again later';
    const { frame } = fakeFrame({
      GET_USER: () => ({ address: ADDRESS, chainId: 31337 }),
      RPC_REQUEST: () => {
        throw new FrameRequestError(outage);
      },
    });
    const provider = new FrameEip1193Provider(frame);
    await provider.request({ method: 'eth_accounts' });
    const error = await provider
      .request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] })
      .catch((e: unknown) => e);
    expect(error).toEqual(new ProviderRpcError(-32000, outage));
  });

  it('gives an empty account list when the frame has no user, and disconnects through SIGN_OUT', async () => {
    const { frame, calls } = fakeFrame({ SIGN_OUT: () => undefined });
    const provider = new FrameEip1193Provider(frame);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    const events: string[] = [];
    provider.on('disconnect', () => events.push('disconnect'));
    await provider.disconnect();
    expect(events).toEqual(['disconnect']);
    expect(calls.at(-1)?.[0]).toBe('SIGN_OUT');
  });
});
