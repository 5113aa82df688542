import type { Page } from 'puppeteer';
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  parseAbi,
  parseEther,
  parseEventLogs,
  type Address,
  type Hex,
} from 'viem';
import { useFreshContexts } from '../support/browser';
import { controlBundler, useFreshBundler } from '../support/bundler';
import { rpc, useCleanChain } from '../support/chain';
import {
  byTestId,
  decideInFrame,
  freshEmail,
  loginByEmail,
  openEmailDemo,
  secureFrame,
} from '../support/email-login';
import { pressTestId, routerView, textOf, waitForView } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

// Issue 21 in the browser: sign-in with X from the embedded smart account before deployment
// (ERC-6492) and after it (ERC-1271), accepted by the demo backend; the bundler going down
// between two sends, driven through the stack's own alto process; and the stack's paymaster
// (VerifyingPaymaster + ERC-7677 service) sponsoring an account that holds no ETH.

useCleanChain();
useFreshBundler();
const freshContext = useFreshContexts();

const USER_OPERATION_EVENT = parseAbi([
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
])[0];
const SIGN_VIEW = ['SIWXSignMessage', 'w3m-siwx-sign-message-view'] as const;

function stack() {
  const { config, urls } = stackInfo();
  const chain = config.chains[0]!;
  const smart = config.smartAccounts?.find((entry) => entry.chainId === chain.chainId);
  if (!smart) throw new Error('the stack has no smart accounts on its first chain');
  return { config, urls, chain, smart, client: createPublicClient({ transport: http(chain.rpcUrl) }) };
}

async function waitForPanel(page: Page, testId: string, pattern: RegExp, previous = ''): Promise<string> {
  try {
    const handle = await page.waitForFunction(
      (id: string, source: string, before: string) => {
        const value = document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
        return new RegExp(source).test(value) && value !== before ? value : false;
      },
      { timeout: 60_000 },
      testId,
      pattern.source,
      previous,
    );
    return String(await handle.jsonValue());
  } catch (error) {
    const state = { view: await routerView(page), snackbar: await textOf(page, 'w3m-snackbar') };
    throw new Error(`${testId} never matched ${String(pattern)}: ${JSON.stringify(state)}`, { cause: error });
  }
}

/** Email login on the `?siwx=required` demo; resolves with the page and the smart account address. */
async function loginOnSiwxDemo(
  email: string,
): Promise<{ page: Page; pageErrors: string[]; blocked: string[]; address: Address }> {
  const { urls } = stack();
  const demo = await openEmailDemo(
    await freshContext(),
    `${urls.demo}?siwx=required`,
    '[data-testid="siwx-panel"]',
  );
  return { ...demo, address: getAddress(await loginByEmail(demo.page, email)) };
}

/** Signs in from the SIWX view through the frame's approval; the demo backend must accept it. */
async function signInWithX(page: Page, address: Address): Promise<Hex> {
  await waitForView(page, ...SIGN_VIEW);
  await pressTestId(page, 'w3m-connecting-siwe-sign');
  await decideInFrame(page, 'approve');
  const verdict = await waitForPanel(page, 'siwx-backend', /^(accepted|refused)/);
  expect(verdict).toBe(`accepted ${address} on eip155:31337`);
  await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
  const signature = await page.evaluate(() => {
    const sessions = JSON.parse(localStorage.getItem('@w3m/siwx_sessions') ?? '[]') as Array<{
      signature: string;
    }>;
    return sessions.at(-1)?.signature ?? '';
  });
  return signature as Hex;
}

async function sendEther(page: Page, previousHash = ''): Promise<Hex> {
  await pressTestId(page, 'evm-send-eth');
  await decideInFrame(page, 'approve');
  return (await waitForPanel(page, 'evm-send-eth-hash', /^0x[0-9a-f]{64}$/, previousHash)) as Hex;
}

describe('the embedded smart account in the browser', () => {
  test('sign-in with X from the smart account: accepted by the demo backend before deployment (ERC-6492) and after it (ERC-1271)', async () => {
    const { chain, client } = stack();
    const { page, pageErrors, blocked, address } = await loginOnSiwxDemo(freshEmail('smart-siwx'));
    const before = await signInWithX(page, address);
    expect(await client.getCode({ address })).toBeUndefined();
    expect(before.endsWith('6492'.repeat(16))).toBe(true);

    // Deploy it with a first send, then sign in afresh: the session dropped, the page reloaded.
    await rpc(chain.rpcUrl, 'anvil_setBalance', [address, `0x${parseEther('1').toString(16)}`]);
    const hash = await sendEther(page);
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]+$/);
    await page.evaluate(() => localStorage.removeItem('@w3m/siwx_sessions'));
    await page.reload({ waitUntil: 'load' });
    const after = await signInWithX(page, address);
    expect(after).toHaveLength(132);
    expect(pageErrors).toEqual([]);
    expect(blocked).toEqual([]);
  }, 240_000);

  test('the bundler down: the send shows a clear error and nothing is sent; back up, the next send lands exactly once', async () => {
    const { config, chain, smart, client } = stack();
    const { page, pageErrors } = await openEmailDemo(await freshContext());
    const address = getAddress(await loginByEmail(page, freshEmail('smart-outage')));
    await rpc(chain.rpcUrl, 'anvil_setBalance', [address, `0x${parseEther('1').toString(16)}`]);
    const receiver = getAddress(config.accounts[1]!);
    const receiverBefore = await client.getBalance({ address: receiver });
    /** Every user operation the EntryPoint ran for this account. */
    const operations = () =>
      client.getLogs({
        address: smart.entryPoint,
        event: USER_OPERATION_EVENT,
        args: { sender: address },
        fromBlock: 0n,
      });

    await controlBundler('stop');
    try {
      await pressTestId(page, 'evm-send-eth');
      await decideInFrame(page, 'approve');
      expect(await waitForPanel(page, 'evm-error', /./)).toMatch(
        /The bundler for chain 31337 is unreachable: nothing was sent, try again later/,
      );
      // The modal leaves the approval view and the frame asks nothing more: one approval, one try.
      const frame = await secureFrame(page);
      expect(await frame.$('[data-testid="w3m-frame-approval"]')).toBeNull();
      expect(await routerView(page)).not.toBe('ApproveTransaction');
    } finally {
      await controlBundler('start');
    }
    expect(await operations()).toEqual([]);
    expect(await client.getCode({ address })).toBeUndefined();
    expect(await client.getBalance({ address: receiver })).toBe(receiverBefore);
    expect(await client.getBalance({ address })).toBe(parseEther('1'));

    const hash = await sendEther(page);
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await client.getBalance({ address: receiver })).toBe(receiverBefore + parseEther('0.01'));
    const ran = await operations();
    expect(ran.map((log) => [log.args.success, log.transactionHash])).toEqual([[true, hash]]);
    expect(await page.$eval('[data-testid="evm-error"]', (element) => element.textContent?.trim())).toBe('');
    expect(pageErrors).toEqual([]);
  }, 300_000);

  test('the stack paymaster sponsors the operation: an account with no ETH deploys and sends two token transfers, its ETH unchanged', async () => {
    const { config, chain, smart, client } = stack();
    if (!smart.paymaster) throw new Error('the stack has no paymaster');
    const { page, pageErrors } = await openEmailDemo(await freshContext());
    const address = getAddress(await loginByEmail(page, freshEmail('smart-sponsored')));
    const token = config.tokens.find((entry) => entry.chainId === chain.chainId && entry.symbol === 'tUSD')!;
    const mint = await createWalletClient({ transport: http(chain.rpcUrl) }).writeContract({
      account: getAddress(config.accounts[0]!),
      chain: null,
      address: token.address,
      abi: parseAbi(['function mint(address to, uint256 amount)']),
      functionName: 'mint',
      args: [address, 5_000_000n],
    });
    await client.waitForTransactionReceipt({ hash: mint });
    const deposit = () =>
      client.readContract({
        address: smart.entryPoint,
        abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
        functionName: 'balanceOf',
        args: [smart.paymaster!],
      });
    const depositBefore = await deposit();
    expect(await client.getBalance({ address })).toBe(0n);

    await pressTestId(page, 'sa-send-calls');
    await decideInFrame(page, 'approve');
    const id = await waitForPanel(page, 'sa-calls-id', /^0x[0-9a-f]{64}$/);
    const receipt = await client.waitForTransactionReceipt({
      hash: await waitForUserOperation(smart.bundlerUrl, id),
    });
    const [event] = parseEventLogs({ abi: [USER_OPERATION_EVENT], logs: receipt.logs });
    expect(event?.args).toMatchObject({ sender: address, paymaster: smart.paymaster, success: true });
    expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]+$/);
    expect(await client.getBalance({ address })).toBe(0n);
    expect(depositBefore - (await deposit())).toBe(event!.args.actualGasCost);
    expect(event!.args.actualGasCost > 0n).toBe(true);
    expect(pageErrors).toEqual([]);
  }, 240_000);
});

/** Polls the bundler until the operation has a receipt; returns the transaction that carried it. */
async function waitForUserOperation(bundlerUrl: string, id: string): Promise<Hex> {
  for (;;) {
    const receipt = (await rpc(bundlerUrl, 'eth_getUserOperationReceipt', [id])) as {
      receipt: { transactionHash: Hex };
    } | null;
    if (receipt) return receipt.receipt.transactionHash;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
