import fixture from './fixtures/rpc-nfts-anvil.json';
import { replayFetch, type RecordedExchange } from '../history/replay-fetch';
import type { FetchLike } from '../http-client';
import { candidatesFromLogs, TRANSFER_BATCH_TOPIC, TRANSFER_SINGLE_TOPIC, TRANSFER_TOPIC } from './nft-logs';
import { createRpcNftSource } from './rpc-nfts';

const exchanges = fixture.exchanges as RecordedExchange[];
const ACCOUNT = fixture.account;
const RPC_URL = 'http://127.0.0.1:1/';
const word = (value: number | bigint): string => value.toString(16).padStart(64, '0');
const TO = `0x${ACCOUNT.slice(2).toLowerCase().padStart(64, '0')}`;
const CONTRACT = '0x0165878a594ca255338adfa4d48449f69242eb8f';

/** A fetch answering every JSON-RPC call (batched or not) through `answer`. */
function rpcFetch(answer: (method: string, params: unknown[]) => unknown): FetchLike {
  return async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as
      | { id: number; method: string; params: unknown[] }
      | Array<{ id: number; method: string; params: unknown[] }>;
    const list = Array.isArray(body) ? body : [body];
    const answers = list.map((call) => ({
      jsonrpc: '2.0',
      id: call.id,
      result: answer(call.method, call.params),
    }));
    return {
      ok: true,
      status: 200,
      json: async () => (Array.isArray(body) ? answers : answers[0]),
    } as Response;
  };
}

describe('RPC NFT source against answers recorded from anvil', () => {
  test('pages through bounded eth_getLogs ranges and lists what the account still holds', async () => {
    const { fetch, calls } = replayFetch(exchanges);
    const source = createRpcNftSource({ rpcUrl: RPC_URL, blockRange: 4, rangesPerPage: 2, fetch });
    const first = await source.fetch({ account: ACCOUNT, cursor: undefined });
    expect(first).toEqual(fixture.pages[0]);
    const second = await source.fetch({ account: ACCOUNT, cursor: first.next });
    expect(second).toEqual(fixture.pages[1]);
    expect(second.next).toBeUndefined();
    expect(calls.filter((method) => method === 'eth_getLogs').length).toBeGreaterThanOrEqual(4);
  });

  test('ERC-721 and ERC-1155 items carry names, amounts and data: images from on-chain metadata', async () => {
    const { fetch } = replayFetch(exchanges);
    const source = createRpcNftSource({ rpcUrl: RPC_URL, blockRange: 4, rangesPerPage: 2, fetch });
    const { items } = await source.fetch({ account: ACCOUNT, cursor: undefined });
    const byName = Object.fromEntries(items.map((item) => [item.name, item]));
    expect(byName['Dev Badge #1']).toMatchObject({
      standard: 'ERC-721',
      amount: '1',
      collection: 'Dev Badges',
    });
    expect(byName['Dev Potion']).toMatchObject({
      standard: 'ERC-1155',
      amount: '5',
      collection: 'Dev Items',
    });
    expect(byName['Dev Gem']).toMatchObject({ standard: 'ERC-1155', amount: '2' });
    for (const item of items) expect(item.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    // Dev Badge #2 was received, then sent on: its transfer log is found but ownerOf says no.
    expect(byName['Dev Badge #2']).toBeUndefined();
  });
});

describe('RPC NFT source with malformed answers', () => {
  test('a malformed eth_getLogs answer fails the page (the store then offers a retry)', async () => {
    const fetch = rpcFetch((method) => (method === 'eth_blockNumber' ? '0x10' : { not: 'a list' }));
    const source = createRpcNftSource({ rpcUrl: RPC_URL, fetch });
    await expect(source.fetch({ account: ACCOUNT, cursor: undefined })).rejects.toThrow(
      'Malformed eth_getLogs answer',
    );
  });

  test('a malformed cursor is refused before any request', async () => {
    const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>();
    const source = createRpcNftSource({ rpcUrl: RPC_URL, fetch });
    await expect(source.fetch({ account: ACCOUNT, cursor: 'block 7' })).rejects.toThrow(
      'Malformed NFT cursor',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  test('garbage ownership, name and tokenURI answers drop or degrade the item, never throw', async () => {
    const log = {
      address: CONTRACT,
      topics: [TRANSFER_TOPIC, `0x${word(0)}`, TO, `0x${word(7)}`],
      data: '0x',
    };
    const other = { ...log, topics: [...log.topics.slice(0, 3), `0x${word(8)}`] };
    const fetch = rpcFetch((method, params) => {
      if (method === 'eth_blockNumber') return '0x3';
      if (method === 'eth_getLogs') {
        const [filter] = params as Array<{ topics: unknown[] }>;
        return filter?.topics[0] === TRANSFER_TOPIC ? [log, other] : [];
      }
      const data = (params as Array<{ data: string }>)[0]?.data ?? '';
      if (data.startsWith('0x6352211e'))
        return data.endsWith(word(7)) ? `0x${'0'.repeat(24)}${ACCOUNT.slice(2)}` : '0xzz';
      return '0x1234'; // name() and tokenURI(): not ABI strings
    });
    const source = createRpcNftSource({ rpcUrl: RPC_URL, fetch });
    const page = await source.fetch({ account: ACCOUNT, cursor: undefined });
    expect(page.items).toEqual([
      {
        id: `${CONTRACT}:7`,
        name: `${CONTRACT} #7`,
        collection: CONTRACT,
        tokenId: '7',
        standard: 'ERC-721',
        amount: '1',
        imageUrl: undefined,
        spam: false,
      },
    ]);
    expect(page.next).toBeUndefined();
  });
});

describe('candidatesFromLogs', () => {
  const base = { address: CONTRACT, data: '0x' };
  test('reads ERC-721 Transfer, ERC-1155 TransferSingle and TransferBatch; skips ERC-20 and malformed logs', () => {
    const batchData = `0x${word(64)}${word(160)}${word(2)}${word(11)}${word(12)}${word(2)}${word(1)}${word(1)}`;
    const found = candidatesFromLogs([
      { ...base, topics: [TRANSFER_TOPIC, `0x${word(0)}`, TO, `0x${word(5)}`] },
      { ...base, topics: [TRANSFER_TOPIC, `0x${word(0)}`, TO], data: `0x${word(100)}` },
      { ...base, topics: [TRANSFER_SINGLE_TOPIC, TO, `0x${word(0)}`, TO], data: `0x${word(9)}${word(3)}` },
      { ...base, topics: [TRANSFER_BATCH_TOPIC, TO, `0x${word(0)}`, TO], data: batchData },
      { ...base, topics: [TRANSFER_BATCH_TOPIC, TO, `0x${word(0)}`, TO], data: `0x${word(9999)}` },
      { ...base, topics: [TRANSFER_SINGLE_TOPIC, TO, `0x${word(0)}`, TO], data: '0xabc' },
      { address: '0x1234', topics: [TRANSFER_TOPIC, TO, TO, TO], data: '0x' },
    ]);
    expect(found).toEqual([
      { contract: CONTRACT, tokenId: 5n, standard: 'ERC-721' },
      { contract: CONTRACT, tokenId: 9n, standard: 'ERC-1155' },
      { contract: CONTRACT, tokenId: 11n, standard: 'ERC-1155' },
      { contract: CONTRACT, tokenId: 12n, standard: 'ERC-1155' },
    ]);
  });
});
