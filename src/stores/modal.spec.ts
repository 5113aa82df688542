import { resetAccount } from './account';
import { $chain } from './chain';
import { setCaipAddress } from './account-connection';
import { $closingDisabled, $modal, closeModal, openModal, requestCloseModal, setSignInGate } from './modal';
import { pendingRequestCount, trackPendingRequest } from './pending-requests';
import { $router, pushTransactionStack, reset } from './router';
import { mainnet, solana } from '../networks';

beforeEach(() => {
  $router.set({ view: 'Connect', history: ['Connect'], data: undefined, transactionStack: [] });
  $modal.set({ open: false });
  $chain.set({
    activeNamespace: 'eip155',
    activeNetwork: mainnet,
    networks: [mainnet, solana],
    approvedNetworkIds: [],
    byNamespace: {},
  });
  resetAccount('eip155');
  resetAccount('solana');
  setSignInGate({ required: false, hasSession: false });
});

describe('openModal', () => {
  test('SPEC §2: with no view, a disconnected user sees Connect', () => {
    openModal();
    expect($modal.get().open).toBe(true);
    expect($router.get().history).toEqual(['Connect']);
  });

  test('SPEC §2: with no view, a connected user sees Account', () => {
    setCaipAddress('eip155', 'eip155:1:0x1111111111111111111111111111111111111111');
    openModal();
    expect($router.get().view).toBe('Account');
  });

  test('SPEC §2: a named view opens with its arguments (Swap)', () => {
    openModal({ view: 'Swap', arguments: { amount: '1', fromToken: 'ETH', toToken: 'USDC' } });
    expect($router.get().view).toBe('Swap');
    expect($router.get().data?.arguments).toEqual({ amount: '1', fromToken: 'ETH', toToken: 'USDC' });
  });

  test('SPEC §2: a namespace makes it active first and the view follows its connection', () => {
    setCaipAddress('eip155', 'eip155:1:0x1111111111111111111111111111111111111111');
    openModal({ namespace: 'solana' });
    expect($chain.get().activeNamespace).toBe('solana');
    expect($chain.get().activeNetwork?.caipNetworkId).toBe(solana.caipNetworkId);
    expect($router.get().view).toBe('Connect');
  });

  test('SPEC §2: an unknown namespace is refused with a clear error and changes nothing', () => {
    expect(() => openModal({ namespace: 'cosmos' })).toThrow('Unknown namespace "cosmos"');
    expect($modal.get().open).toBe(false);
    expect($chain.get().activeNamespace).toBe('eip155');
  });
});

describe('closeModal', () => {
  test('SPEC §4: closing with an empty transaction stack rejects pending RPC requests', async () => {
    openModal();
    const first = new Promise<Error>((resolve) => trackPendingRequest(resolve));
    const second = new Promise<Error>((resolve) => trackPendingRequest(resolve));
    closeModal();
    expect($modal.get().open).toBe(false);
    await expect(first).resolves.toBeInstanceOf(Error);
    await expect(second).resolves.toBeInstanceOf(Error);
    expect(pendingRequestCount()).toBe(0);
  });

  test('SPEC §4: closing with a flow on the transaction stack keeps pending requests', () => {
    openModal();
    const reject = jest.fn();
    const untrack = trackPendingRequest(reject);
    pushTransactionStack({ goBack: true });
    closeModal();
    expect(reject).not.toHaveBeenCalled();
    untrack();
    expect(pendingRequestCount()).toBe(0);
  });

  test('SPEC §4: a settled request is no longer rejected on close', () => {
    const reject = jest.fn();
    trackPendingRequest(reject)();
    closeModal();
    expect(reject).not.toHaveBeenCalled();
  });
});

describe('$closingDisabled', () => {
  test('SPEC §4: disabled on SIWXSignMessage and ApproveTransaction while sign-in is required and no session exists', () => {
    setSignInGate({ required: true, hasSession: false });
    reset('SIWXSignMessage');
    expect($closingDisabled.get()).toBe(true);
    reset('ApproveTransaction');
    expect($closingDisabled.get()).toBe(true);
    reset('Account');
    expect($closingDisabled.get()).toBe(false);
  });

  test('SPEC §4: enabled once a session exists or when sign-in is optional', () => {
    reset('SIWXSignMessage');
    setSignInGate({ required: true, hasSession: true });
    expect($closingDisabled.get()).toBe(false);
    setSignInGate({ required: false, hasSession: false });
    expect($closingDisabled.get()).toBe(false);
  });

  test('SPEC §4: disabled on UnsupportedChain; a user close is refused there', () => {
    openModal({ view: 'UnsupportedChain' });
    expect($closingDisabled.get()).toBe(true);
    expect(requestCloseModal()).toBe(false);
    expect($modal.get().open).toBe(true);
    reset('Connect');
    expect(requestCloseModal()).toBe(true);
    expect($modal.get().open).toBe(false);
  });
});
