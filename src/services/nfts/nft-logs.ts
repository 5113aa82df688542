import * as z from 'zod/mini';
import type { JsonRpcClient } from '../history/json-rpc';

/** keccak256("Transfer(address,address,uint256)"): ERC-721 (4 topics) and ERC-20 (3 topics). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** keccak256("TransferSingle(address,address,address,uint256,uint256)"). */
export const TRANSFER_SINGLE_TOPIC = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62';
/** keccak256("TransferBatch(address,address,address,uint256[],uint256[])"). */
export const TRANSFER_BATCH_TOPIC = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb';

const hex = z.string().check(z.regex(/^0x[0-9a-f]*$/i));
const logSchema = z.looseObject({ address: hex, topics: z.array(hex), data: hex });
const logsSchema = z.array(logSchema);

/** One NFT an account received at some point: a candidate whose current ownership is checked next. */
export interface NftCandidate {
  contract: string;
  tokenId: bigint;
  standard: 'ERC-721' | 'ERC-1155';
}

/** The 32-byte topic of an address. */
export function addressTopic(address: string): string {
  if (!/^0x[0-9a-f]{40}$/i.test(address)) throw new Error(`Not an address: ${address}`);
  return `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
}

function dataWords(data: string): bigint[] {
  const body = data.slice(2);
  if (body.length % 64 !== 0) throw new Error('Malformed log data');
  return (body.match(/.{64}/g) ?? []).map((word) => BigInt(`0x${word}`));
}

/** The token ids of a TransferBatch log's data (`uint256[] ids, uint256[] values`). */
function batchIds(data: string): bigint[] {
  const words = dataWords(data);
  const offset = Number(words[0] ?? -1n) / 32;
  const length = words[offset];
  if (!Number.isInteger(offset) || length === undefined || length > 1000n) throw new Error('Malformed batch');
  const ids = words.slice(offset + 1, offset + 1 + Number(length));
  if (ids.length !== Number(length)) throw new Error('Malformed batch');
  return ids;
}

/** The NFTs a list of logs moved to the account; logs that are not NFT transfers (or malformed) are skipped. */
export function candidatesFromLogs(logs: readonly z.infer<typeof logSchema>[]): NftCandidate[] {
  const found: NftCandidate[] = [];
  for (const log of logs) {
    const contract = log.address.toLowerCase();
    if (!/^0x[0-9a-f]{40}$/.test(contract)) continue;
    const [topic0, , , fourth] = log.topics.map((topic) => topic.toLowerCase());
    try {
      if (topic0 === TRANSFER_TOPIC && log.topics.length === 4 && fourth !== undefined) {
        found.push({ contract, tokenId: BigInt(fourth), standard: 'ERC-721' });
      } else if (topic0 === TRANSFER_SINGLE_TOPIC && log.topics.length === 4) {
        const [id] = dataWords(log.data);
        if (id !== undefined) found.push({ contract, tokenId: id, standard: 'ERC-1155' });
      } else if (topic0 === TRANSFER_BATCH_TOPIC && log.topics.length === 4) {
        for (const id of batchIds(log.data)) found.push({ contract, tokenId: id, standard: 'ERC-1155' });
      }
    } catch {
      continue; // One malformed log never hides the others.
    }
  }
  return found;
}

/**
 * The NFTs received by `account` in blocks [fromBlock, toBlock], from two eth_getLogs filters
 * sent as one batch: ERC-721 Transfer with the account as `to`, and ERC-1155 TransferSingle /
 * TransferBatch with the account as `to`. A malformed answer throws.
 */
export async function receivedInRange(
  rpc: JsonRpcClient,
  account: string,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<NftCandidate[]> {
  const to = addressTopic(account);
  const range = { fromBlock: `0x${fromBlock.toString(16)}`, toBlock: `0x${toBlock.toString(16)}` };
  const answers = await rpc.batch([
    { method: 'eth_getLogs', params: [{ ...range, topics: [TRANSFER_TOPIC, null, to] }] },
    {
      method: 'eth_getLogs',
      params: [{ ...range, topics: [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, null, to] }],
    },
  ]);
  const logs = answers.flatMap((answer) => {
    if (answer instanceof Error) throw answer;
    const parsed = logsSchema.safeParse(answer);
    if (!parsed.success) throw new Error('Malformed eth_getLogs answer');
    return parsed.data;
  });
  return candidatesFromLogs(logs);
}
