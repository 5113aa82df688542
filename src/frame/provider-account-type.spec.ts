import type { FrameAction } from './actions';
import { FrameRequestError } from './errors';
import { FrameEip1193Provider, type FrameRequester } from './provider';

const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SMART = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A frame whose active account follows SET_PREFERRED_ACCOUNT / GET_USER's preferredAccountType. */
function accountFrame(smartChains: number[] = [31337]) {
  const calls: Array<[FrameAction, unknown]> = [];
  const state = { type: 'eoa' as 'eoa' | 'smartAccount', chainId: 31337, deployed: false };
  const user = () => {
    const smart = smartChains.includes(state.chainId);
    const active = smart && state.type === 'smartAccount' ? 'smartAccount' : 'eoa';
    return {
      address: active === 'smartAccount' ? SMART : EOA,
      chainId: state.chainId,
      accounts: [...(smart ? [{ address: SMART, type: 'smartAccount' }] : []), { address: EOA, type: 'eoa' }],
      smartAccountDeployed: state.deployed,
      preferredAccountType: active,
    };
  };
  const frame = {
    request: async (action: FrameAction, payload?: Record<string, unknown>) => {
      calls.push([action, payload]);
      if (action === 'GET_USER') {
        if (payload?.preferredAccountType) state.type = payload.preferredAccountType as typeof state.type;
        return user();
      }
      if (action === 'SET_PREFERRED_ACCOUNT') {
        state.type = payload?.type as typeof state.type;
        return { type: state.type, address: user().address };
      }
      if (action === 'SWITCH_NETWORK') {
        state.chainId = payload?.chainId as number;
        return { chainId: state.chainId };
      }
      if (action === 'RPC_REQUEST') {
        state.deployed = true;
        return `0x${'ab'.repeat(32)}`;
      }
      throw new FrameRequestError(undefined);
    },
  } as unknown as FrameRequester;
  return { frame, calls, state };
}

describe('FrameEip1193Provider and the embedded account type (SPEC §3)', () => {
  it("sends the host's preferred type with GET_USER and reports every user it reads", async () => {
    const { frame, calls } = accountFrame();
    const users: unknown[] = [];
    const provider = new FrameEip1193Provider(frame, {
      accountType: () => 'smartAccount',
      onUser: (user) => users.push(user),
    });
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([SMART]);
    expect(calls[0]).toEqual(['GET_USER', { preferredAccountType: 'smartAccount' }]);
    expect(users).toEqual([expect.objectContaining({ address: SMART, smartAccountDeployed: false })]);
  });

  it('sends no preferred type when the host has none for eip155', async () => {
    const { frame, calls } = accountFrame();
    const provider = new FrameEip1193Provider(frame, { accountType: () => undefined });
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([EOA]);
    expect(calls[0]).toEqual(['GET_USER', undefined]);
  });

  it('switching the account type moves the address and emits accountsChanged', async () => {
    const { frame, calls } = accountFrame();
    let preferred: 'eoa' | 'smartAccount' = 'smartAccount';
    const provider = new FrameEip1193Provider(frame, { accountType: () => preferred });
    const changes: unknown[] = [];
    provider.on('accountsChanged', (accounts) => changes.push(accounts));
    await provider.request({ method: 'eth_requestAccounts' });
    preferred = 'eoa';
    await expect(provider.setPreferredAccountType('eoa')).resolves.toBe(EOA);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([EOA]);
    expect(changes).toEqual([[SMART], [EOA]]);
    expect(calls.map(([action]) => action)).toContain('SET_PREFERRED_ACCOUNT');
  });

  it('reads the user again after a send, so smartAccountDeployed turns true', async () => {
    const { frame } = accountFrame();
    const deployed: boolean[] = [];
    const provider = new FrameEip1193Provider(frame, {
      accountType: () => 'smartAccount',
      onUser: (user) => deployed.push(user.smartAccountDeployed ?? false),
    });
    await provider.request({ method: 'eth_requestAccounts' });
    await provider.request({ method: 'eth_sendTransaction', params: [{ to: EOA, value: '0x1' }] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deployed).toEqual([false, true]);
    // A signature is not a send: no extra read.
    await provider.request({ method: 'personal_sign', params: ['0x68', SMART] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deployed).toEqual([false, true]);
  });

  it('a chain without smart accounts answers with the EOA: the switch emits accountsChanged', async () => {
    const { frame } = accountFrame([31337]);
    const provider = new FrameEip1193Provider(frame, { accountType: () => 'smartAccount' });
    const changes: unknown[] = [];
    provider.on('accountsChanged', (accounts) => changes.push(accounts));
    await provider.request({ method: 'eth_requestAccounts' });
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(changes).toEqual([[SMART], [EOA]]);
  });
});
