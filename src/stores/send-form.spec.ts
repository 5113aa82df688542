import type { TokenBalance } from './cache';
import { looksLikeName, sendFormProblem, toSmallestUnit } from './send-form';

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const usd: TokenBalance = {
  name: 'Test USD',
  symbol: 'tUSD',
  chainId: 'eip155:31337',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 0,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
};

const problem = (amount: string | undefined, receiver: string | undefined, names = false) =>
  sendFormProblem({ token: usd, amount, receiver }, 'eip155', names);

describe('sendFormProblem', () => {
  test('SPEC §5: a token is required, then an amount and a receiver', () => {
    expect(sendFormProblem({ token: undefined, amount: '1', receiver: RECEIVER }, 'eip155')).toBe(
      'tokenRequired',
    );
    expect(problem(undefined, RECEIVER)).toBe('amountAndReceiverRequired');
    expect(problem('1', '  ')).toBe('amountAndReceiverRequired');
    expect(problem('0', RECEIVER)).toBe('amountAndReceiverRequired');
    expect(problem('0.000', RECEIVER)).toBe('amountAndReceiverRequired');
  });

  test('an amount must be a decimal within the token decimals and the balance', () => {
    expect(problem('abc', RECEIVER)).toBe('invalidAmount');
    expect(problem('1.0000001', RECEIVER)).toBe('invalidAmount');
    expect(problem('12.500001', RECEIVER)).toBe('insufficientFunds');
    expect(problem('12.51', RECEIVER)).toBe('insufficientFunds');
    expect(problem('12.5', RECEIVER)).toBeUndefined();
    expect(problem('.5', RECEIVER)).toBeUndefined();
  });

  test('SPEC §5: the receiver must be an address of the namespace; names only where they resolve', () => {
    expect(problem('1', '0x1234')).toBe('invalidAddress');
    expect(problem('1', 'vitalik.eth')).toBe('invalidAddress');
    expect(problem('1', 'vitalik.eth', true)).toBeUndefined();
    expect(problem('1', RECEIVER.slice(2))).toBeUndefined();
    expect(looksLikeName('a.b.eth')).toBe(true);
    expect(looksLikeName('nodot')).toBe(false);
  });

  test('toSmallestUnit scales by the decimals', () => {
    expect(toSmallestUnit('1.5', 6)).toBe(1_500_000n);
    expect(toSmallestUnit('1.', 2)).toBe(100n);
    expect(toSmallestUnit('1e5', 2)).toBeUndefined();
  });
});
