import type { Transaction } from '../../../stores/transactions';
import { groupTransactionsByYearAndMonth } from '../../../stores/transaction-grouping';
import { activityGroups, activityRow } from './activity-rows';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const YOU = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function transaction(
  id: string,
  minedAt: string,
  patch: Partial<Transaction['metadata']>,
  transfers: Transaction['transfers'],
): Transaction {
  return {
    id,
    metadata: { minedAt, operationType: 'send', status: 'confirmed', sentFrom: ME, sentTo: YOU, ...patch },
    transfers,
  };
}

const eth = (numeric: string, direction: string) => ({
  direction,
  quantity: { numeric },
  fungible_info: { symbol: 'ETH' },
});

describe('activityRow', () => {
  test('a token transfer names its real counterparty, not the token contract the transaction called', () => {
    const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const sent = activityRow(
      transaction('t1', '2026-11-20T10:00:00Z', { sentTo: TOKEN }, [
        { ...eth('5', 'out'), sender: ME, recipient: CAROL, fungible_info: { symbol: 'tUSD' } },
      ]),
    );
    expect(sent).toMatchObject({ description: 'To 0x3C44\u20264293BC', amount: '-5 tUSD' });
    const received = activityRow(
      transaction(
        't2',
        '2026-11-20T10:00:00Z',
        { operationType: 'receive', sentFrom: CAROL, sentTo: TOKEN },
        [{ ...eth('5', 'in'), sender: YOU, recipient: ME, fungible_info: { symbol: 'tUSD' } }],
      ),
    );
    expect(received).toMatchObject({ description: 'From 0x7099\u2026dc79C8', amount: '+5 tUSD' });
  });

  test('an amount below the display precision shows as < 0.001, without a sign', () => {
    const row = activityRow(transaction('d', '2026-11-20T10:00:00Z', {}, [eth('0.00002', 'out')]));
    expect(row.amount).toBe('< 0.001 ETH');
  });

  test('a send: title, receiver, negative amount (SPEC §5: up to 3 decimals), confirmed', () => {
    expect(activityRow(transaction('a', '2026-11-20T10:00:00Z', {}, [eth('1.5', 'out')]))).toEqual({
      id: 'a',
      title: 'Sent',
      description: 'To 0x7099\u2026dc79C8',
      amount: '-1.5 ETH',
      direction: 'out',
      status: 'Confirmed',
      statusVariant: 'success',
    });
  });

  test('a receive shows the sender and a positive amount; failed and unknown values', () => {
    const received = activityRow(
      transaction('b', '2026-11-20T10:00:00Z', { operationType: 'receive', sentFrom: YOU, sentTo: ME }, [
        eth('0.25', 'in'),
      ]),
    );
    expect(received).toMatchObject({
      title: 'Received',
      description: 'From 0x7099\u2026dc79C8',
      amount: '+0.25 ETH',
    });
    const failed = activityRow(
      transaction('c', '2026-11-20T10:00:00Z', { status: 'failed', operationType: 'execute' }, []),
    );
    expect(failed).toMatchObject({
      title: 'Contract call',
      amount: undefined,
      status: 'Failed',
      statusVariant: 'error',
    });
    const odd = activityRow(
      transaction('d', '2026-11-20T10:00:00Z', { status: 'dropped', operationType: 'bridge' }, []),
    );
    expect(odd).toMatchObject({ title: 'Transaction', status: 'dropped', statusVariant: 'neutral' });
  });

  test('a deploy names the new contract; an NFT shows its name', () => {
    expect(
      activityRow(transaction('e', '2026-11-20T10:00:00Z', { operationType: 'deploy', sentTo: '' }, []))
        .description,
    ).toBe('New contract');
    const nft = activityRow(
      transaction('f', '2026-11-20T10:00:00Z', { operationType: 'receive' }, [
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'Ape #1', flags: { is_spam: false } },
        },
      ]),
    );
    expect(nft.amount).toBe('Ape #1');
  });
});

describe('activityGroups', () => {
  test('SPEC §9: newest month first; the current year by month name, others with the year', () => {
    const grouped = groupTransactionsByYearAndMonth({}, [
      transaction('old', '2025-12-31T12:00:00Z', {}, []),
      transaction('nov1', '2026-11-02T12:00:00Z', {}, []),
      transaction('oct', '2026-10-15T12:00:00Z', {}, []),
      transaction('nov2', '2026-11-20T12:00:00Z', {}, []),
    ]);
    const groups = activityGroups(grouped, new Date('2026-11-23T12:00:00Z'));
    expect(groups.map((group) => group.label)).toEqual(['November', 'October', 'December 2025']);
    expect(groups[0]!.rows.map((row) => row.id)).toEqual(['nov2', 'nov1']);
  });

  test('nothing loaded: no groups', () => {
    expect(activityGroups({}, Date.now())).toEqual([]);
  });
});
