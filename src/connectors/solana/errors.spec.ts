import { isUserRejection, SolanaWalletError, toSolanaWalletError } from './errors';

describe('Solana wallet refusals (mapped like eip155: code 4001, the rejection text)', () => {
  test.each([
    ['a 4001 code', { code: 4001, message: 'anything' }],
    ['a Wallet Standard rejection message', new Error('User rejected the request.')],
    ['a WalletConnect 5000 with a rejection message', { code: 5000, message: 'User rejected.' }],
    [
      'a wallet adapter error name',
      Object.assign(new Error(''), { name: 'WalletSignTransactionError: User declined' }),
    ],
    ['a rejection deeper in the cause chain', new Error('sign failed', { cause: { code: 4001 } })],
  ])('%s is a refusal', (_, error) => {
    expect(isUserRejection(error)).toBe(true);
    expect(toSolanaWalletError(error)).toMatchObject({
      code: 4001,
      message: 'You rejected the request in your wallet.',
    });
  });

  test.each([
    ['a node error', { code: -32002, message: 'Transaction simulation failed' }],
    ['a 5000 without a rejection', { code: 5000, message: 'Internal error' }],
    ['a plain failure', new Error('Insufficient funds for fee')],
    ['a string', 'oops'],
    ['nothing', undefined],
  ])('%s is passed on unchanged', (_, error) => {
    expect(isUserRejection(error)).toBe(false);
    expect(toSolanaWalletError(error)).toBe(error);
  });

  test('an already mapped error is kept; a cyclic cause chain ends', () => {
    const mapped = new SolanaWalletError(4001, 'You rejected the request in your wallet.', undefined);
    expect(toSolanaWalletError(mapped)).toBe(mapped);
    const cyclic: { message: string; cause?: unknown } = { message: 'x' };
    cyclic.cause = cyclic;
    expect(isUserRejection(cyclic)).toBe(false);
  });
});
