// Records the Otterscan fixture of src/services/history/otterscan.spec.ts from a real anvil:
// starts a node, deploys the stack's test tokens, moves ETH and tokens between dev accounts 0 and
// 1 (one transfer fails on chain), mints NFTs (ERC-721, ERC-1155) from account 1 to account 0 that
// account 0 then sends back (one TransferSingle, one TransferBatch), then runs the Otterscan source
// for account 0 page by page and saves every JSON-RPC exchange it made; and once more against the
// same node refusing the ots_ methods (the eth_getLogs fallback), into logs-history-anvil.json.
// Run: npx tsx scripts/record-otterscan-fixture.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAnvil } from '../dev/evm/anvil';
import { encodeFunctionData, type Abi } from 'viem';
import { compileContract } from '../dev/evm/compile';
import { deployTestTokens } from '../dev/evm/deploy';
import { deployTestNfts } from '../dev/evm/deploy-nfts';
import { projectRoot } from '../dev/paths';
import { findFreePort } from '../dev/ports';
import { createOtterscanSource } from '../src/services/history/otterscan';
import type { FetchLike } from '../src/services/http-client';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** Midnight UTC after tomorrow, then one block an hour (a node refuses times before its genesis). */
const START_TIME = (Math.floor(Date.now() / 86_400_000) + 2) * 86_400;
const CHAIN_ID = 31337;

const pad = (hex: string): string => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0');

async function main(): Promise<void> {
  const node = await startAnvil({ port: await findFreePort(), chainId: CHAIN_ID });
  try {
    const rpc = async (method: string, params: unknown[]): Promise<unknown> => {
      const response = await fetch(node.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      const body = (await response.json()) as { result?: unknown; error?: { message: string } };
      if (body.error) throw new Error(`${method}: ${body.error.message}`);
      return body.result;
    };
    await rpc('evm_setNextBlockTimestamp', [START_TIME]);
    await rpc('anvil_setBlockTimestampInterval', [3600]);
    const [tusd, tst] = await deployTestTokens(node.rpcUrl, CHAIN_ID, [ACCOUNT_0, ACCOUNT_1]);
    if (!tusd || !tst) throw new Error('The test tokens were not deployed');
    const send = (from: string, to: string, value: bigint, data = '0x', gas?: number): Promise<unknown> =>
      rpc('eth_sendTransaction', [
        {
          from,
          to,
          value: `0x${value.toString(16)}`,
          data,
          ...(gas ? { gas: `0x${gas.toString(16)}` } : {}),
        },
      ]);
    const transfer = (to: string, amount: bigint): string =>
      `0xa9059cbb${pad(to)}${pad(amount.toString(16))}`;
    await send(ACCOUNT_0, ACCOUNT_1, 1_500_000_000_000_000_000n);
    await send(ACCOUNT_1, ACCOUNT_0, 250_000_000_000_000_000n);
    await send(ACCOUNT_0, tusd.address, 0n, transfer(ACCOUNT_1, 12_500_000n));
    await send(ACCOUNT_1, tst.address, 0n, transfer(ACCOUNT_0, 3n * 10n ** 18n));
    // More than account 0 holds: mined, and reverted.
    await send(ACCOUNT_0, tst.address, 0n, transfer(ACCOUNT_1, 10n ** 30n), 100_000);
    // Account 1 deploys and mints (so account 0 receives: Otterscan does not list those), account 0
    // sends one ERC-1155 item back alone and one in a batch.
    const [nft, multi] = await deployTestNfts(node.rpcUrl, CHAIN_ID, [ACCOUNT_1, ACCOUNT_0]);
    if (!nft || !multi) throw new Error('The test NFTs were not deployed');
    const { abi } = (await compileContract('TestMultiToken')) as { abi: Abi };
    const single = encodeFunctionData({
      abi,
      functionName: 'safeTransferFrom',
      args: [ACCOUNT_0, ACCOUNT_1, 2n, 1n, '0x'],
    });
    const batch = encodeFunctionData({
      abi,
      functionName: 'safeBatchTransferFrom',
      args: [ACCOUNT_0, ACCOUNT_1, [2n], [1n], '0x'],
    });
    await send(ACCOUNT_0, multi.address, 0n, single);
    await send(ACCOUNT_0, multi.address, 0n, batch);

    const record = async (file: string, otterscan: boolean): Promise<void> => {
      const exchanges: Array<{ request: unknown; response: unknown }> = [];
      const recording: FetchLike = async (input, init) => {
        const request = JSON.parse(String(init?.body)) as { id: number; method: string };
        // A node without the Otterscan API answers its methods 'method not found'.
        if (!otterscan && !Array.isArray(request) && request.method.startsWith('ots_')) {
          const refusal = {
            jsonrpc: '2.0',
            id: request.id,
            error: { code: -32601, message: 'Method not found' },
          };
          exchanges.push({ request, response: refusal });
          return new Response(JSON.stringify(refusal), { headers: { 'content-type': 'application/json' } });
        }
        const response = await fetch(input, init);
        const body: unknown = await response.clone().json();
        exchanges.push({ request, response: body });
        return response;
      };
      const source = createOtterscanSource({
        rpcUrl: node.rpcUrl,
        nativeCurrency: { symbol: 'ETH', decimals: 18 },
        pageSize: 3,
        // The fallback scans small ranges here, so its pages and cursors are recorded too.
        blockRange: 4,
        fetch: recording,
      });
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await source.fetch({ account: ACCOUNT_0, cursor, chainId: `eip155:${CHAIN_ID}` });
        cursor = page.next ?? undefined;
        pages += 1;
      } while (cursor !== undefined && pages < 10);
      const fixture = {
        $comment: 'Recorded by scripts/record-otterscan-fixture.ts from anvil; do not edit by hand.',
        account: ACCOUNT_0,
        counterparty: ACCOUNT_1,
        chainId: CHAIN_ID,
        tokens: { tUSD: tusd.address, TST: tst.address, DBADGE: nft.address, 'Dev Items': multi.address },
        exchanges,
      };
      const path = join(projectRoot(), 'src', 'services', 'history', 'fixtures', file);
      writeFileSync(path, `${JSON.stringify(fixture, null, 2)}\n`);
      console.log(`Recorded ${exchanges.length} exchanges over ${pages} pages to ${path}`);
    };
    await record('otterscan-anvil.json', true);
    await record('logs-history-anvil.json', false);
  } finally {
    await node.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
