import type { Page } from 'puppeteer';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  parseAbi,
  parseEther,
  verifyMessage,
  type Address,
  type Hex,
} from 'viem';
import { useFreshContexts } from '../support/browser';
import { useFreshBundler } from '../support/bundler';
import { rpc, useCleanChain } from '../support/chain';
import { byTestId, decideInFrame, freshEmail, loginByEmail, openEmailDemo } from '../support/email-login';
import { pressTestId } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

// Issue 21: the embedded wallet's smart account on the stack's chain, EntryPoint v0.7 and the alto
// bundler — through the React demo, the secure frame's approvals and the Account view.

useCleanChain();
useFreshBundler();
const freshContext = useFreshContexts();

const MESSAGE = 'Hello from the w3m-elements demo';
const FACTORY_ABI = parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']);

/** The label of a wui-button whose inner button carries the test id (the text is slotted). */
const buttonLabel = (handle: { evaluate: (fn: (element: Element) => string) => Promise<string> }) =>
  handle.evaluate((element) => {
    const root = element.getRootNode();
    return (root instanceof ShadowRoot ? root.host.textContent : element.textContent) ?? '';
  });

const text = async (page: Page, testId: string) =>
  page.$eval(`[data-testid="${testId}"]`, (element) => (element.textContent ?? '').trim());

/** Waits until a demo panel's value matches `pattern` and differs from `previous`. */
async function waitForPanel(page: Page, testId: string, pattern: RegExp, previous = ''): Promise<string> {
  const handle = await page.waitForFunction(
    (id: string, source: string, before: string) => {
      const value = document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
      return new RegExp(source, 'i').test(value) && value !== before ? value : false;
    },
    { timeout: 60_000 },
    testId,
    pattern.source,
    previous,
  );
  return String(await handle.jsonValue());
}

function stack() {
  const { config } = stackInfo();
  const chain = config.chains[0]!;
  const smart = config.smartAccounts?.find((entry) => entry.chainId === chain.chainId);
  if (!smart) throw new Error('the stack has no smart accounts on its first chain');
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  return { config, chain, smart, client };
}

async function signInDemo(page: Page, previous = ''): Promise<Hex> {
  await pressTestId(page, 'evm-sign-message');
  await decideInFrame(page, 'approve');
  return (await waitForPanel(page, 'evm-signature', /^0x[0-9a-f]+$/, previous)) as Hex;
}

describe('the embedded smart account', () => {
  test('email login shows the counterfactual smart account; signatures verify before and after the first send, which deploys it through the bundler', async () => {
    const { config, chain, client } = stack();
    const { page, pageErrors, blocked } = await openEmailDemo(await freshContext());
    const address = getAddress(await loginByEmail(page, freshEmail('smart-deploy')));
    expect(await waitForPanel(page, 'sa-account-type', /^smartAccount$/)).toBe('smartAccount');
    expect(await waitForPanel(page, 'sa-deployed', /^false$/)).toBe('false');
    expect(await client.getCode({ address })).toBeUndefined();

    // Before deployment: an ERC-6492 signature, which viem verifies on a public client.
    const before = await signInDemo(page);
    expect(before.endsWith('6492'.repeat(16))).toBe(true);
    expect(await client.verifyMessage({ address, message: MESSAGE, signature: before })).toBe(true);

    // The first send goes through the bundler and deploys the account.
    await rpc(chain.rpcUrl, 'anvil_setBalance', [address, `0x${parseEther('1').toString(16)}`]);
    const receiver = getAddress(config.accounts[1]!);
    const receiverBefore = await client.getBalance({ address: receiver });
    await pressTestId(page, 'evm-send-eth');
    await decideInFrame(page, 'approve');
    const hash = (await waitForPanel(page, 'evm-send-eth-hash', /^0x[0-9a-f]{64}$/)) as Hex;
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await client.getBalance({ address: receiver })).toBe(receiverBefore + parseEther('0.01'));
    expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]+$/);
    expect(await waitForPanel(page, 'sa-deployed', /^true$/)).toBe('true');

    // After deployment: a plain ERC-1271 signature.
    const after = await signInDemo(page, before);
    expect(after).toHaveLength(132);
    expect(await client.verifyMessage({ address, message: MESSAGE, signature: after })).toBe(true);
    expect(pageErrors).toEqual([]);
    expect(blocked).toEqual([]);
  }, 180_000);

  test('wallet_sendCalls lands two ERC-20 transfers in one operation, wallet_getCallsStatus reports it, a bad "to" is refused', async () => {
    const { config, chain, smart, client } = stack();
    const { page } = await openEmailDemo(await freshContext());
    const address = getAddress(await loginByEmail(page, freshEmail('smart-batch')));
    const token = config.tokens.find((entry) => entry.chainId === chain.chainId && entry.symbol === 'tUSD')!;
    const dev = createWalletClient({ transport: http(chain.rpcUrl) });
    await rpc(chain.rpcUrl, 'anvil_setBalance', [address, `0x${parseEther('1').toString(16)}`]);
    const mint = await dev.writeContract({
      account: getAddress(config.accounts[0]!),
      chain: null,
      address: token.address,
      abi: parseAbi(['function mint(address to, uint256 amount)']),
      functionName: 'mint',
      args: [address, 5_000_000n],
    });
    await client.waitForTransactionReceipt({ hash: mint });
    const balance = (who: string) =>
      client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [who as Address],
      });
    const [first, second] = [config.accounts[1]!, config.accounts[2]!];
    const before = [await balance(first), await balance(second)];

    // SPEC §5 first: a call without a 0x "to" never reaches the wallet (no approval opens).
    await pressTestId(page, 'sa-bad-call');
    expect(await waitForPanel(page, 'sa-error', /to must be a hex string starting with 0x/)).toMatch(
      /call 0/,
    );

    await pressTestId(page, 'sa-send-calls');
    await decideInFrame(page, 'approve');
    const id = (await waitForPanel(page, 'sa-calls-id', /^0x[0-9a-f]{64}$/)) as Hex;
    let status = '';
    while (status !== '200') {
      await pressTestId(page, 'sa-calls-status');
      status = await waitForPanel(page, 'sa-calls-status-value', /^\d+$/, status === '100' ? '' : status);
      expect(['100', '200']).toContain(status);
    }
    expect([(await balance(first)) - before[0]!, (await balance(second)) - before[1]!]).toEqual([
      1_500_000n,
      500_000n,
    ]);
    // One user operation, one transaction, both transfers in it.
    const receipt = (await rpc(smart.bundlerUrl, 'eth_getUserOperationReceipt', [id])) as {
      success: boolean;
      receipt: { transactionHash: Hex };
    };
    expect(receipt.success).toBe(true);
    const mined = await client.getTransactionReceipt({ hash: receipt.receipt.transactionHash });
    expect(
      mined.logs.filter((log) => log.address.toLowerCase() === token.address.toLowerCase()),
    ).toHaveLength(2);
  }, 180_000);

  test('switch to EOA in the Account view: the EOA is active and signs; switch back; each choice survives a refresh', async () => {
    const { smart, client } = stack();
    const { page } = await openEmailDemo(await freshContext());
    const smartAddress = getAddress(await loginByEmail(page, freshEmail('smart-switch')));
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });

    await pressTestId(page, 'account-button');
    const toEoa = await page.waitForSelector(byTestId('w3m-account-switch-type'), { visible: true });
    expect(await buttonLabel(toEoa!)).toContain('Switch to EOA');
    await pressTestId(page, 'w3m-account-switch-type');
    const eoa = getAddress(await waitForPanel(page, 'evm-address', /^0x[0-9a-f]{40}$/, smartAddress));
    expect(eoa).not.toBe(smartAddress);
    // The smart account is the factory's account for this very EOA.
    expect(
      await client.readContract({
        address: smart.accountFactory,
        abi: FACTORY_ABI,
        functionName: 'getAddress',
        args: [eoa, 0n],
      }),
    ).toBe(smartAddress);
    expect(await waitForPanel(page, 'sa-account-type', /^eoa$/)).toBe('eoa');
    await page.keyboard.press('Escape');
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    const signature = await signInDemo(page);
    expect(await verifyMessage({ address: eoa, message: MESSAGE, signature })).toBe(true);

    await page.reload({ waitUntil: 'load' });
    expect(getAddress(await waitForPanel(page, 'evm-address', /^0x[0-9a-f]{40}$/))).toBe(eoa);

    await pressTestId(page, 'account-button');
    const toSmart = await page.waitForSelector(byTestId('w3m-account-switch-type'), { visible: true });
    expect(await buttonLabel(toSmart!)).toContain('Switch to smart account');
    await pressTestId(page, 'w3m-account-switch-type');
    expect(getAddress(await waitForPanel(page, 'evm-address', /^0x[0-9a-f]{40}$/, eoa))).toBe(smartAddress);
    await page.reload({ waitUntil: 'load' });
    expect(getAddress(await waitForPanel(page, 'evm-address', /^0x[0-9a-f]{40}$/))).toBe(smartAddress);
    expect(await text(page, 'sa-account-type')).toBe('smartAccount');
  }, 180_000);
});
