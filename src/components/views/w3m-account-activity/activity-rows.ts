import { activity } from '../../../locales/en/activity';
import { monthGroupLabel } from '../../../stores/date-groups';
import { quantityDisplay, shortenAddress } from '../../../stores/display';
import type { Transaction, TransactionsByYear } from '../../../stores/transactions';

/** How a row is drawn: the operation, the other party, the amount with its sign and the status. */
export interface ActivityRow {
  id: string;
  /** 'Sent', 'Received', … */
  title: string;
  /** 'To 0x12…', 'From 0x34…' or 'New contract'. */
  description: string;
  /** '-1.500 ETH', '+0.250 ETH', an NFT's name; undefined when nothing moved. */
  amount: string | undefined;
  direction: 'in' | 'out' | 'self' | undefined;
  status: string;
  statusVariant: 'success' | 'error' | 'warning' | 'neutral';
}

/** One month of activity under its SPEC §9 label. */
export interface ActivityGroup {
  key: string;
  label: string;
  rows: ActivityRow[];
}

const SIGNS = { in: '+', out: '-', self: '' } as const;
const STATUS_VARIANTS: Readonly<Record<string, ActivityRow['statusVariant']>> = {
  confirmed: 'success',
  failed: 'error',
  pending: 'warning',
};

function directionOf(value: string | undefined): ActivityRow['direction'] {
  return value === 'in' || value === 'out' || value === 'self' ? value : undefined;
}

/** The row of one transaction (its first transfer gives the amount and direction). */
export function activityRow(transaction: Transaction): ActivityRow {
  const { metadata } = transaction;
  const transfer = transaction.transfers[0];
  const direction = directionOf(transfer?.direction);
  let amount: string | undefined;
  if (transfer?.nft_info?.name) amount = transfer.nft_info.name;
  else if (transfer) {
    const quantity = quantityDisplay(transfer.quantity.numeric, transfer.fungible_info?.symbol);
    // A sign before '< 0.001' would read oddly; the title already says which way it went.
    const sign = direction && !quantity?.startsWith('<') ? SIGNS[direction] : '';
    amount = quantity === undefined ? undefined : `${sign}${quantity}`;
  }
  // The other party of the transfer (for a token, not the token contract the transaction called).
  const sender = transfer?.sender ?? metadata.sentFrom;
  const recipient = transfer?.recipient ?? metadata.sentTo;
  let description: string;
  // A purchase comes from its onramp provider, named as such (not an address).
  if (metadata.operationType === 'buy') description = activity.from(sender);
  else if (metadata.operationType === 'deploy' || recipient === '') description = activity.newContract;
  else if (direction === 'in') description = activity.from(shortenAddress(sender));
  else description = activity.to(shortenAddress(recipient));
  return {
    id: transaction.id,
    title: activity.operations[metadata.operationType] ?? activity.otherOperation,
    description,
    amount,
    direction,
    status: activity.statuses[metadata.status] ?? metadata.status,
    statusVariant: STATUS_VARIANTS[metadata.status] ?? 'neutral',
  };
}

/** The month groups, newest first, each labelled per SPEC §9 (month only in the current year). */
export function activityGroups(byYear: TransactionsByYear, now: Date | number = Date.now()): ActivityGroup[] {
  const groups: ActivityGroup[] = [];
  const years = Object.keys(byYear)
    .map(Number)
    .sort((a, b) => b - a);
  for (const year of years) {
    const months = byYear[year] ?? {};
    const monthIndexes = Object.keys(months)
      .map(Number)
      .sort((a, b) => b - a);
    for (const month of monthIndexes) {
      const transactions = months[month] ?? [];
      if (transactions.length === 0) continue;
      groups.push({
        key: `${year}-${month}`,
        label: monthGroupLabel(year, month, now),
        rows: transactions.map(activityRow),
      });
    }
  }
  return groups;
}
