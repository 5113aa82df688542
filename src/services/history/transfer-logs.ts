import * as z from 'zod/mini';
import { TRANSFER_BATCH_TOPIC, TRANSFER_SINGLE_TOPIC, TRANSFER_TOPIC } from '../nfts/nft-logs';
import { topicAddress } from './abi-decode';
import type { RawTransfer } from './build-transaction';
import type { TokenMetadata } from './token-metadata';
import { parseQuantity } from './units';

export { TRANSFER_BATCH_TOPIC, TRANSFER_SINGLE_TOPIC, TRANSFER_TOPIC };

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));

/** An event log as nodes return it (receipts, eth_getLogs). */
export const transferLogSchema = z.looseObject({ address: z.string(), topics: z.array(hex), data: hex });

/** One event log. */
export type TransferLog = z.infer<typeof transferLogSchema>;

/** The 32-byte topic of an address (lower case). */
export function paddedAddress(account: string): string {
  return `0x${'0'.repeat(24)}${account.slice(2).toLowerCase()}`;
}

/**
 * The token a log moves, if it is a transfer involving `account`: ERC-20 / ERC-721 `Transfer`
 * (from and to in topics 1 and 2) or ERC-1155 `TransferSingle` / `TransferBatch` (topics 2 and 3).
 */
export function isAccountTransfer(log: TransferLog, account: string): boolean {
  const padded = paddedAddress(account);
  const [topic, first, second, third] = log.topics.map((entry) => entry.toLowerCase());
  if (topic === TRANSFER_TOPIC && (log.topics.length === 3 || log.topics.length === 4))
    return first === padded || second === padded;
  if ((topic === TRANSFER_SINGLE_TOPIC || topic === TRANSFER_BATCH_TOPIC) && log.topics.length === 4)
    return second === padded || third === padded;
  return false;
}

function dataWords(data: string): bigint[] {
  const body = data.slice(2);
  if (body.length % 64 !== 0) throw new Error('Malformed log data');
  return (body.match(/.{64}/g) ?? []).map((word) => BigInt(`0x${word}`));
}

/** The two arrays of a TransferBatch log's data (`uint256[] ids, uint256[] values`). */
function batchArrays(data: string): Array<[id: bigint, value: bigint]> {
  const words = dataWords(data);
  const array = (offsetWord: bigint | undefined): bigint[] => {
    const offset = Number(offsetWord ?? -1n) / 32;
    const length = words[offset];
    if (!Number.isInteger(offset) || length === undefined || length > 1000n)
      throw new Error('Malformed TransferBatch log');
    const items = words.slice(offset + 1, offset + 1 + Number(length));
    if (items.length !== Number(length)) throw new Error('Malformed TransferBatch log');
    return items;
  };
  const ids = array(words[0]);
  const values = array(words[1]);
  if (ids.length !== values.length) throw new Error('Malformed TransferBatch log');
  return ids.map((id, index) => [id, values[index] ?? 0n]);
}

const nftTransfer = (from: string, to: string, label: string, id: bigint, amount: bigint): RawTransfer => ({
  from,
  to,
  amount,
  decimals: 0,
  nft: { name: `${label} #${id.toString()}`, spam: false },
});

/**
 * The transfers one log records. ERC-20 needs the token's metadata (symbol, decimals) and is left
 * out without it; NFTs are named by the collection's symbol, else by their standard. A malformed
 * log gives no transfer (it never hides the transaction's other transfers).
 */
export function decodeTransferLog(log: TransferLog, metadata: TokenMetadata | undefined): RawTransfer[] {
  try {
    const topic = log.topics[0]?.toLowerCase();
    if (topic === TRANSFER_TOPIC) {
      const from = topicAddress(log.topics[1] ?? '');
      const to = topicAddress(log.topics[2] ?? '');
      if (log.topics.length === 4)
        return [nftTransfer(from, to, metadata?.symbol ?? 'ERC-721', BigInt(log.topics[3] ?? ''), 1n)];
      if (!metadata) return [];
      const amount = log.data === '0x' ? 0n : parseQuantity(log.data, 'transfer amount');
      return [{ from, to, amount, decimals: metadata.decimals, symbol: metadata.symbol }];
    }
    const from = topicAddress(log.topics[2] ?? '');
    const to = topicAddress(log.topics[3] ?? '');
    const label = metadata?.symbol ?? 'ERC-1155';
    if (topic === TRANSFER_SINGLE_TOPIC) {
      const [id, value, ...rest] = dataWords(log.data);
      if (id === undefined || value === undefined || rest.length > 0) return [];
      return [nftTransfer(from, to, label, id, value)];
    }
    if (topic === TRANSFER_BATCH_TOPIC)
      return batchArrays(log.data).map(([id, value]) => nftTransfer(from, to, label, id, value));
  } catch {
    return [];
  }
  return [];
}
