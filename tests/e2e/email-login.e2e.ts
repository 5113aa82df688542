import type { Page } from 'puppeteer';
import { createPublicClient, getAddress, http, parseEther, verifyMessage, verifyTypedData } from 'viem';
import { useFreshContexts } from '../support/browser';
import { rpc, useCleanChain } from '../support/chain';
import {
  byTestId,
  decideInFrame,
  emailFieldError,
  freshEmail,
  loginByEmail,
  mailsTo,
  openEmailDemo,
  submitEmail,
  typeCode,
  waitForMail,
} from '../support/email-login';
import { pressTestId } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

// Issue 16, acceptance line 1: email login through the stack's secure site (real SMTP delivery
// into the catcher, PGlite), the embedded wallet signing and sending behind the origin-pinned
// frame, approvals made inside the frame.

useCleanChain();
const freshContext = useFreshContexts();

const MESSAGE = 'Hello from the w3m-elements demo';

const text = async (page: Page, testId: string) =>
  page.$eval(`[data-testid="${testId}"]`, (element) => (element.textContent ?? '').trim());

async function waitForPanel(page: Page, testId: string, pattern: RegExp): Promise<string> {
  const handle = await page.waitForFunction(
    (id: string, source: string) => {
      const value = document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
      return new RegExp(source, 'i').test(value) ? value : false;
    },
    { timeout: 30_000 },
    testId,
    pattern.source,
  );
  return String(await handle.jsonValue());
}

describe('email login and the embedded wallet', () => {
  test('email → code from the mailbox → connected; refresh keeps it; signatures verify; a transaction approved in the frame is mined; a rejection keeps the connection; the same email gets the same address', async () => {
    const email = freshEmail('line1');
    // The embedded EOA (smart-account.e2e.ts covers the default smart account).
    const { page, pageErrors, blocked } = await openEmailDemo(
      await freshContext(),
      new URL('/?accountType=eoa', stackInfo().urls.demo).href,
    );
    const address = getAddress(await loginByEmail(page, email));
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    expect(await text(page, 'evm-status')).toBe('connected');

    // The session lives in the frame's origin: a refresh restores it with no code.
    await page.reload({ waitUntil: 'load' });
    await waitForPanel(page, 'evm-status', /^connected$/);
    expect(getAddress(await text(page, 'evm-address'))).toBe(address);

    // personal_sign, approved inside the frame.
    await pressTestId(page, 'evm-sign-message');
    await decideInFrame(page, 'approve');
    const signature = (await waitForPanel(page, 'evm-signature', /^0x[0-9a-f]+$/)) as `0x${string}`;
    expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true);

    // eth_signTypedData_v4.
    await pressTestId(page, 'evm-sign-typed-data');
    await decideInFrame(page, 'approve');
    const typed = (await waitForPanel(page, 'evm-typed-signature', /^0x[0-9a-f]+$/)) as `0x${string}`;
    const receiver = getAddress(stackInfo().config.accounts[1]!);
    expect(
      await verifyTypedData({
        address,
        signature: typed,
        types: {
          Person: [
            { name: 'name', type: 'string' },
            { name: 'wallet', type: 'address' },
          ],
          Mail: [
            { name: 'from', type: 'Person' },
            { name: 'to', type: 'Person' },
            { name: 'contents', type: 'string' },
          ],
        },
        primaryType: 'Mail',
        domain: { name: 'w3m-elements demo', version: '1', chainId: 31337 },
        message: {
          from: { name: 'Alice', wallet: address },
          to: { name: 'Bob', wallet: receiver },
          contents: 'Hello from the demo',
        },
      }),
    ).toBe(true);

    // eth_sendTransaction: signed by the secure site, broadcast to anvil, mined.
    const chain = stackInfo().config.chains[0]!;
    await rpc(chain.rpcUrl, 'anvil_setBalance', [address, `0x${parseEther('1').toString(16)}`]);
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const before = await client.getBalance({ address: receiver });
    await pressTestId(page, 'evm-send-eth');
    await decideInFrame(page, 'approve');
    const hash = (await waitForPanel(page, 'evm-send-eth-hash', /^0x[0-9a-f]{64}$/)) as `0x${string}`;
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(getAddress(receipt.from)).toBe(address);
    expect(await client.getBalance({ address: receiver })).toBe(before + parseEther('0.01'));

    // A rejection inside the frame: an error, still connected.
    await pressTestId(page, 'evm-sign-message');
    await decideInFrame(page, 'reject');
    expect(await waitForPanel(page, 'evm-error', /./)).toMatch(/rejected/i);
    expect(await text(page, 'evm-status')).toBe('connected');
    expect(getAddress(await text(page, 'evm-address'))).toBe(address);

    // The Account view names the email; Sign out disconnects.
    await pressTestId(page, 'account-button');
    const shown = await page.waitForSelector(byTestId('w3m-account-email'), { visible: true });
    expect(await shown!.evaluate((element) => element.textContent ?? '')).toContain(email);
    await pressTestId(page, 'disconnect-button');
    await waitForPanel(page, 'evm-status', /^disconnected$/);

    // The same email again (the test stack sets no server cooldown): the same address.
    const again = Date.now() - 1000;
    await submitEmail(page, email);
    await page.waitForSelector(byTestId('w3m-email-verify-otp-view'), { visible: true });
    const code = await waitForMail(email, /\b(\d{6})\b/, again);
    await typeCode(page, code);
    expect(getAddress(await waitForPanel(page, 'evm-address', /^0x[0-9a-f]{40}$/))).toBe(address);
    expect(pageErrors).toEqual([]);
    expect(blocked).toEqual([]);
  }, 150_000);

  test("a second login within 30 s shows 'Please try again after N seconds' and sends no second mail (SPEC §5)", async () => {
    const email = freshEmail('cooldown');
    const { page, pageErrors } = await openEmailDemo(await freshContext());
    const started = Date.now() - 1000;
    await submitEmail(page, email);
    await page.waitForSelector(byTestId('w3m-email-verify-otp-view'), { visible: true });
    await waitForMail(email, /\b(\d{6})\b/, started);
    await pressTestId(page, 'w3m-header-back');
    await submitEmail(page, email);
    const cooldown = await emailFieldError(page, /Please try again after (\d+) seconds/);
    const seconds = Number(/(\d+) seconds/.exec(cooldown)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(await page.$(byTestId('w3m-email-verify-otp-view'))).toBeNull();
    expect(await mailsTo(email)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
