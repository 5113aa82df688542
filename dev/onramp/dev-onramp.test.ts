// The dev onramp on a real anvil: "Buy" pays out from a dev account (ETH or a test token), the
// purchase is recorded as settled with its hash, and the report API answers in Meld's shape, which
// the secure site's reader accepts; bad purchases and a wrong key are refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, erc20Abi, http, parseEther, parseUnits, publicActions, type Address } from 'viem';
import { readMeldReport } from '../../secure-site/src/onramp/meld';
import type { DevToken } from '../config';
import { startAnvil, type AnvilNode } from '../evm/anvil';
import { deployTestTokens } from '../evm/deploy';
import { findFreePort } from '../ports';
import { createDevOnramp } from './dev-onramp';

const BUYER = '0x000000000000000000000000000000000000b0b0' as Address;
const API_KEY = 'dev-onramp-test-key';

let anvil: AnvilNode;
let server: Server;
let base = '';
let tokens: DevToken[] = [];

beforeAll(async () => {
  anvil = await startAnvil({ port: await findFreePort(), chainId: 31337 });
  const accounts = (await createClient({ transport: http(anvil.rpcUrl) })
    .extend(publicActions)
    .request({ method: 'eth_accounts' })) as Address[];
  tokens = await deployTestTokens(anvil.rpcUrl, 31337, accounts.slice(0, 1));
  const onramp = createDevOnramp({
    rpcUrl: anvil.rpcUrl,
    seller: accounts[0] as Address,
    tokenOwner: accounts[0] as Address,
    apiKey: API_KEY,
    tokens,
  });
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'POST' && url.pathname === '/dev/onramp/buy')
      return void onramp.buy(request, response);
    if (url.pathname === '/dev/onramp/payments/transactions') return onramp.report(request, response, url);
    return onramp.show(request, response, url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  await anvil?.stop();
});

const buy = (fields: Record<string, string>) =>
  fetch(`${base}/dev/onramp/buy`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const report = async (key = API_KEY) =>
  fetch(`${base}/dev/onramp/payments/transactions?externalCustomerIds=${BUYER}&limit=20`, {
    headers: { authorization: `BASIC ${key}` },
  });

const chain = () => createClient({ transport: http(anvil.rpcUrl) }).extend(publicActions);

test('the page carries the popup URL wallet and asset into its form', async () => {
  const html = await (
    await fetch(`${base}/dev/onramp/?walletAddress=${BUYER}&destinationCurrencyCode=USDC_BASE`)
  ).text();
  expect(html).toContain(`value="${BUYER}"`);
  expect(html).toContain('name="asset" value="USDC"');
  expect(html).not.toContain('<script');
});

test('buying ETH and a token pays out on chain and the report lists both as settled, newest first', async () => {
  const tusd = tokens.find((token) => token.symbol === 'tUSD');
  if (!tusd) throw new Error('no tUSD deployed');
  const ethBefore = await chain().getBalance({ address: BUYER });
  expect((await buy({ walletAddress: BUYER, asset: 'ETH', amount: '0.05' })).status).toBe(200);
  expect(await chain().getBalance({ address: BUYER })).toBe(ethBefore + parseEther('0.05'));
  const tokenBuy = await buy({ walletAddress: BUYER, asset: 'tUSD', amount: '7.5' });
  expect([tokenBuy.status, await tokenBuy.text()]).toEqual([200, expect.stringContaining('SETTLED')]);
  const tokenBalance = await chain().readContract({
    address: tusd.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [BUYER],
  });
  expect(tokenBalance).toBe(parseUnits('7.5', tusd.decimals));

  const answer = (await (await report()).json()) as {
    transactions: Array<{ status: string; cryptoDetails: { transactionHash: string } }>;
  };
  expect(answer.transactions.map((purchase) => purchase.status)).toEqual(['SETTLED', 'SETTLED']);
  const receipt = await chain().getTransactionReceipt({
    hash: answer.transactions[1]?.cryptoDetails.transactionHash as `0x${string}`,
  });
  expect(receipt.status).toBe('success');
  // The secure site's reader takes the dev answer as a Meld one.
  expect(
    readMeldReport(answer, BUYER, 'dev').map(({ status, amount, asset }) => `${status} ${amount} ${asset}`),
  ).toEqual(['success 7.5 tUSD', 'success 0.05 ETH']);
});

test('a bad address, an unknown asset, a bad amount and a wrong key are refused; nothing is recorded for them', async () => {
  const before = ((await (await report()).json()) as { transactions: unknown[] }).transactions.length;
  expect((await buy({ walletAddress: '0x12', asset: 'ETH', amount: '1' })).status).toBe(400);
  const unknown = await buy({ walletAddress: BUYER, asset: 'DOGE', amount: '1' });
  expect(unknown.status).toBe(400);
  expect(await unknown.text()).toContain('The dev onramp does not sell DOGE');
  expect((await buy({ walletAddress: BUYER, asset: 'ETH', amount: '11' })).status).toBe(400);
  expect((await buy({ walletAddress: BUYER, asset: 'ETH', amount: '-1' })).status).toBe(400);
  expect(((await (await report()).json()) as { transactions: unknown[] }).transactions.length).toBe(before);
  expect((await report('wrong')).status).toBe(401);
});
