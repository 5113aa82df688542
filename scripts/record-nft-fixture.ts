// Records the fixture of src/services/nfts/rpc-nfts.spec.ts from a real anvil: starts a node,
// deploys the stack's test tokens and NFTs (ERC-721 and ERC-1155 with data: metadata), moves
// Dev Badge #2 from account 0 to account 1, then pages the RPC NFT source for account 0 with
// small block ranges and saves every JSON-RPC exchange. Run: npx tsx scripts/record-nft-fixture.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAnvil } from '../dev/evm/anvil';
import { deployTestTokens } from '../dev/evm/deploy';
import { deployTestNfts } from '../dev/evm/deploy-nfts';
import { projectRoot } from '../dev/paths';
import { findFreePort } from '../dev/ports';
import { createRpcNftSource } from '../src/services/nfts/rpc-nfts';
import type { FetchLike } from '../src/services/http-client';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CHAIN_ID = 31337;
const pad = (hex: string): string => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0');

async function main(): Promise<void> {
  const node = await startAnvil({ port: await findFreePort(), chainId: CHAIN_ID });
  try {
    await deployTestTokens(node.rpcUrl, CHAIN_ID, [ACCOUNT_0, ACCOUNT_1]);
    const [badges] = await deployTestNfts(node.rpcUrl, CHAIN_ID, [ACCOUNT_0, ACCOUNT_1]);
    if (!badges) throw new Error('The test NFTs were not deployed');
    // transferFrom(account 0, account 1, 2)
    const data = `0x23b872dd${pad(ACCOUNT_0)}${pad(ACCOUNT_1)}${pad('2')}`;
    await fetch(node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendTransaction',
        params: [{ from: ACCOUNT_0, to: badges.address, data }],
      }),
    });
    const exchanges: Array<{ request: unknown; response: unknown }> = [];
    const recording: FetchLike = async (input, init) => {
      const response = await fetch(input, init);
      exchanges.push({ request: JSON.parse(String(init?.body)), response: await response.clone().json() });
      return response;
    };
    const source = createRpcNftSource({
      rpcUrl: node.rpcUrl,
      blockRange: 4,
      rangesPerPage: 2,
      fetch: recording,
    });
    const pages: unknown[] = [];
    let cursor: string | undefined;
    do {
      const page = await source.fetch({ account: ACCOUNT_0, cursor });
      pages.push(page);
      cursor = page.next;
    } while (cursor !== undefined && pages.length < 20);
    const fixture = {
      $comment: 'Recorded by scripts/record-nft-fixture.ts from anvil; do not edit by hand.',
      account: ACCOUNT_0,
      collections: { erc721: badges.address },
      pages,
      exchanges,
    };
    const file = join(projectRoot(), 'src/services/nfts/fixtures/rpc-nfts-anvil.json');
    writeFileSync(file, `${JSON.stringify(fixture, null, 1)}\n`);
    console.log(`wrote ${exchanges.length} exchanges and ${pages.length} pages to ${file}`);
  } finally {
    await node.stop();
  }
}

await main();
