import { parsePayArguments } from './pay-arguments';
import { PayError } from './pay-types';

const recipient = '0x000000000000000000000000000000000000fa1d';

function refusal(raw: unknown): PayError {
  try {
    parsePayArguments(raw);
  } catch (error) {
    if (error instanceof PayError) return error;
    throw error;
  }
  throw new Error('the request was accepted');
}

describe('SPEC §3 pay: payment request arguments', () => {
  test('a good request is kept, the amount as a decimal string', () => {
    expect(parsePayArguments({ recipient, amount: 5, asset: 'tUSD', network: 'eip155:31337' })).toEqual({
      recipient,
      amount: '5',
      asset: 'tUSD',
      network: 'eip155:31337',
    });
    expect(parsePayArguments({ recipient: ` ${recipient} `, amount: ' 0.5 ', asset: 'native' })).toEqual({
      recipient,
      amount: '0.5',
      asset: 'native',
    });
    // Small numbers stay in plain notation (no 1e-7).
    expect(parsePayArguments({ recipient, amount: 0.0000001, asset: 'native' }).amount).toBe('0.0000001');
  });

  test('every wrong field is named in one invalid-request error', () => {
    const error = refusal({ recipient: '0x12', amount: -1, asset: '', network: 'solana:1' });
    expect(error.code).toBe('invalid-request');
    expect(error.message).toBe(
      'Invalid payment request: "recipient" must be an address (0x and 40 hex digits); "amount" must be a positive number; "asset" must be "native", a token symbol or a token address; "network" must be an eip155 network id such as "eip155:1"',
    );
  });

  test('zero, NaN, Infinity, text amounts and a missing object are refused', () => {
    for (const amount of [0, '0', '0.000', Number.NaN, Number.POSITIVE_INFINITY, '1e3', 'five', '', null]) {
      expect(refusal({ recipient, amount, asset: 'native' }).message).toContain('"amount"');
    }
    expect(refusal(undefined).message).toBe(
      'Invalid payment request: expected { recipient, amount, asset, network }',
    );
    expect(refusal('pay me').code).toBe('invalid-request');
  });
});
