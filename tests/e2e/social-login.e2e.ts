import { createPublicClient, getAddress, http } from 'viem';
import { useFreshContexts } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { byTestId, decideInFrame, openEmailDemo } from '../support/email-login';
import { pressTestId } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';
import { approveInPopup, clickSocial, connectedAddress, snackbarText } from '../support/social-login';

// Issue 17: social login through the secure site, each of the six providers played by the stack's
// local OpenID provider: click → popup → dev user login and consent → connected embedded wallet.

useCleanChain();
const freshContext = useFreshContexts();

const NAMES: Record<string, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};
const USERNAMES: Record<string, string> = {
  google: 'alice@example.com',
  apple: 'alice@example.com',
  github: 'alice',
  x: 'alice',
  discord: 'alice',
  facebook: 'Alice Example',
};

async function loginWith(provider: string) {
  const { page, pageErrors, blocked } = await openEmailDemo(await freshContext());
  const popup = await clickSocial(page, provider);
  await page.waitForSelector(byTestId('w3m-connecting-social-view'), { visible: true });
  await approveInPopup(popup, 'alice');
  const address = getAddress(await connectedAddress(page));
  return { page, pageErrors, blocked, address, popup };
}

describe('social login', () => {
  test('google: connected; refresh keeps it; the Account view names the user and provider; a signature verifies; the second login gets the same address', async () => {
    const { page, pageErrors, blocked, address, popup } = await loginWith('google');
    // The flow closes its popup once the result is in.
    await new Promise<void>((resolve) =>
      popup.isClosed() ? resolve() : popup.once('close', () => resolve()),
    );
    await page.reload({ waitUntil: 'load' });
    expect(getAddress(await connectedAddress(page))).toBe(address);

    await pressTestId(page, 'account-button');
    const row = await page.waitForSelector(byTestId('w3m-account-social'), { visible: true });
    const text = await row!.evaluate(
      (element) => element.shadowRoot?.textContent ?? element.textContent ?? '',
    );
    expect(text).toContain('alice@example.com');
    expect(text).toContain('Signed in with Google');
    await pressTestId(page, 'w3m-header-close');

    await pressTestId(page, 'evm-sign-message');
    await decideInFrame(page, 'approve');
    const signature = await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="evm-signature"]')
          ?.textContent?.trim()
          .match(/^0x[0-9a-f]+$/)?.[0] ?? false,
      { timeout: 30_000 },
    );
    // The embedded default is a smart account (ERC-6492 before deployment): a public client checks it.
    const client = createPublicClient({ transport: http(stackInfo().config.chains[0]!.rpcUrl) });
    expect(
      await client.verifyMessage({
        address,
        message: 'Hello from the w3m-elements demo',
        signature: (await signature.jsonValue()) as `0x${string}`,
      }),
    ).toBe(true);

    const second = await loginWith('google');
    expect(second.address).toBe(address);
    expect([...pageErrors, ...second.pageErrors]).toEqual([]);
    expect([...blocked, ...second.blocked]).toEqual([]);
  }, 180_000);

  for (const provider of ['x', 'discord', 'github', 'apple', 'facebook'])
    test(`${provider}: click → popup → login and consent → connected, named on Account; the same user again gets the same address`, async () => {
      const first = await loginWith(provider);
      await pressTestId(first.page, 'account-button');
      const row = await first.page.waitForSelector(byTestId('w3m-account-social'), { visible: true });
      const text = await row!.evaluate(
        (element) => element.shadowRoot?.textContent ?? element.textContent ?? '',
      );
      expect(text).toContain(USERNAMES[provider]);
      expect(text).toContain(`Signed in with ${NAMES[provider]}`);
      const second = await loginWith(provider);
      expect(second.address).toBe(first.address);
      expect(first.pageErrors).toEqual([]);
    }, 180_000);

  test('closing the popup goes back to Connect with a message; denying consent too', async () => {
    const { page, pageErrors } = await openEmailDemo(await freshContext());
    const popup = await clickSocial(page, 'github');
    await page.waitForSelector(byTestId('w3m-connecting-social-view'), { visible: true });
    await popup.waitForSelector('[data-testid="oidc-user-alice"]');
    await popup.close();
    expect(await snackbarText(page, /closed/)).toMatch(/The login window was closed/);
    await page.waitForSelector(byTestId('social-login-google'), { visible: true });

    const again = await clickSocial(page, 'discord');
    const deny = await again.waitForSelector('[data-testid="oidc-deny"]');
    await deny!.click();
    expect(await snackbarText(page, /declined/)).toBe('You declined the sign-in with Discord');
    await page.waitForSelector(byTestId('social-login-google'), { visible: true });
    expect(await page.$eval('[data-testid="evm-status"]', (element) => element.textContent?.trim())).toBe(
      'disconnected',
    );
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
