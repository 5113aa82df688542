// Records the Otterscan fixture of src/services/history/otterscan.spec.ts from a real anvil:
// starts a node, deploys the stack's test tokens, moves ETH and tokens between dev accounts 0 and
// 1 (one transfer fails on chain), then runs the Otterscan source for account 0 page by page and
// saves every JSON-RPC exchange it made. Run: npx tsx scripts/record-otterscan-fixture.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAnvil } from '../dev/evm/anvil';
import { deployTestTokens } from '../dev/evm/deploy';
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

    const exchanges: Array<{ request: unknown; response: unknown }> = [];
    const recording: FetchLike = async (input, init) => {
      const response = await fetch(input, init);
      const body: unknown = await response.clone().json();
      exchanges.push({ request: JSON.parse(String(init?.body)), response: body });
      return response;
    };
    const source = createOtterscanSource({
      rpcUrl: node.rpcUrl,
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      pageSize: 3,
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
      tokens: { tUSD: tusd.address, TST: tst.address },
      exchanges,
    };
    const file = join(projectRoot(), 'src', 'services', 'history', 'fixtures', 'otterscan-anvil.json');
    writeFileSync(file, `${JSON.stringify(fixture, null, 2)}\n`);
    console.log(`Recorded ${exchanges.length} exchanges over ${pages} pages to ${file}`);
  } finally {
    await node.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
