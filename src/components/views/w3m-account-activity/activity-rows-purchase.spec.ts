import type { Transaction } from '../../../stores/transactions';
import { activityRow } from './activity-rows';

const purchase = (status: string, provider: string, amount: string, symbol: string): Transaction => ({
  id: `onramp:${provider}:1`,
  metadata: {
    minedAt: '2026-11-24T09:40:00Z',
    operationType: 'buy',
    status,
    sentFrom: provider,
    sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  },
  transfers: [{ direction: 'in', quantity: { numeric: amount }, fungible_info: { symbol } }],
});

describe('an onramp purchase in Activity', () => {
  test('labelled as a purchase from the provider (its name, not an address), with amount, asset and status', () => {
    const rows = [
      purchase('pending', 'Coinbase', '20', 'USDC'),
      purchase('confirmed', 'Meld', '0.5', 'ETH'),
      purchase('failed', 'Dev Onramp', '1', 'TST'),
    ].map(activityRow);
    expect(
      rows.map(({ title, description, amount, status, statusVariant }) => [
        title,
        description,
        amount,
        status,
        statusVariant,
      ]),
    ).toEqual([
      ['Purchase', 'From Coinbase', '+20 USDC', 'Pending', 'warning'],
      ['Purchase', 'From Meld', '+0.5 ETH', 'Confirmed', 'success'],
      ['Purchase', 'From Dev Onramp', '+1 TST', 'Failed', 'error'],
    ]);
  });
});
