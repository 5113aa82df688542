import type { Nft, NftPage, NftRequest, NftSource } from '../../stores/nfts';
import { decodeAbiString } from '../history/abi-decode';
import { JsonRpcClient, type RpcCall } from '../history/json-rpc';
import type { FetchLike } from '../http-client';
import { fetchNftMetadata } from './nft-metadata';
import { receivedInRange, type NftCandidate } from './nft-logs';
import { substituteTokenId } from './nft-uri';

/** Options of {@link createRpcNftSource}. */
export interface RpcNftSourceOptions {
  /** The node's JSON-RPC URL. */
  rpcUrl: string;
  /** Gateway for ipfs:// metadata and images (default: the public ipfs.io gateway). */
  ipfsGateway?: string;
  /** Blocks per eth_getLogs request (default 10,000; many public nodes cap the range). */
  blockRange?: number;
  /** eth_getLogs ranges scanned per page, newest first (default 5). */
  rangesPerPage?: number;
  fetch?: FetchLike;
}

const SELECTOR = {
  ownerOf: '0x6352211e',
  balanceOf1155: '0x00fdd58e',
  tokenURI: '0xc87b56dd',
  uri: '0x0e89341c',
  name: '0x06fdde03',
} as const;

const word = (value: bigint): string => value.toString(16).padStart(64, '0');
const addressWord = (address: string): string => address.slice(2).toLowerCase().padStart(64, '0');
const ethCall = (to: string, data: string): RpcCall => ({
  method: 'eth_call',
  params: [{ to, data }, 'latest'],
});

/** Whether the account still holds a candidate, and how many (ERC-1155). Unanswerable means no. */
function heldAmount(candidate: NftCandidate, answer: unknown, account: string): bigint {
  if (typeof answer !== 'string' || !/^0x[0-9a-f]{64}$/i.test(answer)) return 0n;
  if (candidate.standard === 'ERC-721') {
    return `0x${answer.slice(26).toLowerCase()}` === account.toLowerCase() ? 1n : 0n;
  }
  return BigInt(answer);
}

function stringAnswer(answer: unknown): string | undefined {
  if (typeof answer !== 'string') return undefined;
  try {
    const text = decodeAbiString(answer).trim();
    return text === '' ? undefined : text;
  } catch {
    return undefined;
  }
}

function dedupe(candidates: readonly NftCandidate[]): NftCandidate[] {
  const seen = new Map<string, NftCandidate>();
  for (const candidate of candidates) seen.set(`${candidate.contract}:${candidate.tokenId}`, candidate);
  return [...seen.values()];
}

/**
 * The default NFT source, for any node: the account's incoming ERC-721 / ERC-1155 transfers from
 * eth_getLogs in bounded block ranges (newest first, the cursor is the next block to scan down
 * from), current ownership checked with ownerOf / balanceOf, the collection from name(), and each
 * token's metadata from tokenURI / uri (http(s), ipfs:// via the gateway, data:). Otterscan's index
 * is not used here: it finds transactions by sender and receiver, not tokens minted to an account.
 */
export function createRpcNftSource(options: RpcNftSourceOptions): NftSource {
  const rpc = new JsonRpcClient(options.rpcUrl, options.fetch);
  const fetcher: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const blockRange = BigInt(Math.max(1, Math.floor(options.blockRange ?? 10_000)));
  const rangesPerPage = Math.max(1, Math.floor(options.rangesPerPage ?? 5));

  async function scan(account: string, cursor: string | undefined) {
    let top: bigint;
    if (cursor === undefined) top = BigInt(String(await rpc.call('eth_blockNumber', [])));
    else if (/^\d+$/.test(cursor)) top = BigInt(cursor);
    else throw new Error('Malformed NFT cursor');
    const found: NftCandidate[] = [];
    for (let index = 0; index < rangesPerPage && top >= 0n; index++) {
      const bottom = top - blockRange + 1n > 0n ? top - blockRange + 1n : 0n;
      found.push(...(await receivedInRange(rpc, account, bottom, top)));
      top = bottom - 1n;
    }
    return { found: dedupe(found), next: top >= 0n ? top.toString() : undefined };
  }

  async function describe(account: string, candidates: NftCandidate[]): Promise<Nft[]> {
    const ownership = await rpc.batch(
      candidates.map((candidate) =>
        candidate.standard === 'ERC-721'
          ? ethCall(candidate.contract, `${SELECTOR.ownerOf}${word(candidate.tokenId)}`)
          : ethCall(
              candidate.contract,
              `${SELECTOR.balanceOf1155}${addressWord(account)}${word(candidate.tokenId)}`,
            ),
      ),
    );
    const held = candidates
      .map((candidate, index) => ({ candidate, amount: heldAmount(candidate, ownership[index], account) }))
      .filter((entry) => entry.amount > 0n);
    if (held.length === 0) return [];
    const contracts = [...new Set(held.map((entry) => entry.candidate.contract))];
    const answers = await rpc.batch([
      ...contracts.map((contract) => ethCall(contract, SELECTOR.name)),
      ...held.map(({ candidate }) =>
        ethCall(
          candidate.contract,
          `${candidate.standard === 'ERC-721' ? SELECTOR.tokenURI : SELECTOR.uri}${word(candidate.tokenId)}`,
        ),
      ),
    ]);
    const names = new Map(contracts.map((contract, index) => [contract, stringAnswer(answers[index])]));
    return Promise.all(
      held.map(async ({ candidate, amount }, index) => {
        const rawUri = stringAnswer(answers[contracts.length + index]);
        const uri = rawUri && substituteTokenId(rawUri, candidate.tokenId);
        const metadata = await fetchNftMetadata(uri, {
          fetch: fetcher,
          ...(options.ipfsGateway ? { ipfsGateway: options.ipfsGateway } : {}),
        });
        const collection = names.get(candidate.contract) ?? candidate.contract;
        const tokenId = candidate.tokenId.toString();
        return {
          id: `${candidate.contract}:${tokenId}`,
          name: metadata.name ?? `${collection} #${tokenId}`,
          collection,
          tokenId,
          standard: candidate.standard,
          amount: amount.toString(),
          imageUrl: metadata.imageUrl,
          spam: false,
        } satisfies Nft;
      }),
    );
  }

  return {
    async fetch(request: NftRequest): Promise<NftPage> {
      const { found, next } = await scan(request.account, request.cursor);
      const items = found.length === 0 ? [] : await describe(request.account, found);
      return { items, next };
    },
  };
}
