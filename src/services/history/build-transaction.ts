import type { Transaction, TransactionTransfer } from '../../stores/transaction-types';
import { formatUnits } from './units';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** One value movement a source found in a transaction, before it becomes a SPEC §3 transfer. */
export interface RawTransfer {
  from: string;
  to: string;
  /** Base units (wei for the native token); 1 for one NFT. */
  amount: bigint;
  decimals: number;
  /** Fungible tokens: the symbol (and name, icon). */
  symbol?: string;
  name?: string;
  iconUrl?: string;
  /** NFTs: what to show, the preview image and the spam flag. */
  nft?: { name: string; previewUrl?: string; spam: boolean };
}

/** What a source knows about one transaction. */
export interface RawTransaction {
  hash: string;
  /** Seconds since the epoch. */
  timestamp: number;
  /** CAIP network id, e.g. eip155:1. */
  chain: string;
  from: string;
  /** Absent for a contract creation. */
  to: string | undefined;
  failed: boolean;
  transfers: readonly RawTransfer[];
}

const same = (a: string | undefined, b: string): boolean => a?.toLowerCase() === b.toLowerCase();

function direction(transfer: RawTransfer, account: string): 'in' | 'out' | 'self' | undefined {
  const out = same(transfer.from, account);
  const into = same(transfer.to, account);
  if (out && into) return 'self';
  if (out) return 'out';
  if (into) return 'in';
  return undefined;
}

function toTransfer(transfer: RawTransfer, dir: 'in' | 'out' | 'self'): TransactionTransfer {
  const quantity = { numeric: formatUnits(transfer.amount, transfer.decimals) };
  const parties = { sender: transfer.from, recipient: transfer.to };
  if (transfer.nft) {
    const preview = transfer.nft.previewUrl ? { preview: { url: transfer.nft.previewUrl } } : {};
    return {
      direction: dir,
      ...parties,
      quantity,
      nft_info: { name: transfer.nft.name, flags: { is_spam: transfer.nft.spam }, content: preview },
    };
  }
  const icon = transfer.iconUrl ? { icon: { url: transfer.iconUrl } } : {};
  return {
    direction: dir,
    ...parties,
    quantity,
    fungible_info: { name: transfer.name ?? transfer.symbol, symbol: transfer.symbol, ...icon },
  };
}

/**
 * SPEC §3 operation type from the account's point of view: deploy (no receiver), mint (something
 * came from the zero address), send / receive (every transfer one way), trade (both ways),
 * execute (a call that moved nothing of the account's).
 */
function operationType(
  raw: RawTransaction,
  transfers: readonly TransactionTransfer[],
  account: string,
): string {
  if (raw.to === undefined) return 'deploy';
  if (raw.transfers.some((t) => same(t.from, ZERO_ADDRESS) && same(t.to, account))) return 'mint';
  if (transfers.length === 0) return 'execute';
  const directions = new Set(transfers.map((t) => t.direction));
  if (directions.has('in') && directions.has('out')) return 'trade';
  if (directions.has('in')) return 'receive';
  return 'send';
}

/**
 * Turns what a source found into the SPEC §3 Transaction of `account`: the transfers that move
 * something in or out of the account (others are left out), its direction on each, the operation
 * type and 'confirmed' or 'failed'.
 */
export function buildTransaction(raw: RawTransaction, account: string): Transaction {
  const transfers: TransactionTransfer[] = [];
  for (const transfer of raw.transfers) {
    const dir = direction(transfer, account);
    if (dir && (transfer.amount > 0n || transfer.nft)) transfers.push(toTransfer(transfer, dir));
  }
  return {
    id: raw.hash,
    metadata: {
      minedAt: new Date(raw.timestamp * 1000).toISOString(),
      chain: raw.chain,
      operationType: operationType(raw, transfers, account),
      status: raw.failed ? 'failed' : 'confirmed',
      sentFrom: raw.from,
      sentTo: raw.to ?? '',
    },
    transfers,
  };
}
