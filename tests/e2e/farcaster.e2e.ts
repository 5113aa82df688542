import type { Page } from 'puppeteer';
import { getAddress } from 'viem';
import { seriousViolations } from '../support/axe';
import { useFreshContexts } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { byTestId, openEmailDemo } from '../support/email-login';
import { openFarcaster, signInDevFarcasterApp } from '../support/farcaster';
import { pressTestId } from '../support/shell-page';
import { connectedAddress } from '../support/social-login';
import { stackInfo } from '../support/stack-info';
import { decodeShownQr } from '../support/walletconnect';

// Issue 17: Sign In With Farcaster through the secure site's channel relay. The dapp shows the
// sign-in link as a QR code; the stack's dev Farcaster app (the phone) opens the decoded link and
// signs with the dev fid's custody key, registered in the dev ID registry on the local chain.

useCleanChain();
const freshContext = useFreshContexts();

const linkOf = (uri: string) => new URL(uri);

async function shownLink(page: Page): Promise<string> {
  const uri = await decodeShownQr(page);
  expect(uri).toBeDefined();
  return uri as string;
}

describe('Farcaster', () => {
  test('the QR decodes to the channel link; the dev Farcaster app signs; the dapp connects and shows the username, also after a refresh', async () => {
    const context = await freshContext();
    const { page, pageErrors, blocked } = await openEmailDemo(context);
    await openFarcaster(page);
    const uri = await shownLink(page);
    const link = linkOf(uri);
    expect(`${link.origin}${link.pathname}`).toBe(`${stackInfo().urls.demo}/dev/farcaster/`);
    expect(link.searchParams.get('channelToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.get('domain')).toBe(new URL(stackInfo().urls.demo).host);
    // The "open in the Farcaster app" link carries the same URL as the code.
    const open = await page.waitForSelector(byTestId('w3m-farcaster-open'), { visible: true });
    expect(await open!.evaluate((element) => (element as HTMLElement & { href: string }).href)).toBe(uri);
    expect(await seriousViolations(page)).toEqual([]);

    const phone = await context.newPage();
    const { request, result } = await signInDevFarcasterApp(phone, uri, page);
    expect(request).toContain(new URL(stackInfo().urls.demo).host);
    expect(result).toMatch(/^ok: Signed in as @devcaster/);

    const address = getAddress(await connectedAddress(page));
    await page.reload({ waitUntil: 'load' });
    expect(getAddress(await connectedAddress(page))).toBe(address);
    await pressTestId(page, 'account-button');
    const row = await page.waitForSelector(byTestId('w3m-account-social'), { visible: true });
    const text = await row!.evaluate(
      (element) => element.shadowRoot?.textContent ?? element.textContent ?? '',
    );
    expect(text).toContain('devcaster');
    expect(text).toContain('Signed in with Farcaster');
    expect(pageErrors).toEqual([]);
    expect(blocked).toEqual([]);
  });

  test('a used link is refused by the relay; going back and in again shows a new channel', async () => {
    const context = await freshContext();
    const { page } = await openEmailDemo(context);
    await openFarcaster(page);
    const first = await shownLink(page);
    await pressTestId(page, 'w3m-header-back');
    await page.waitForSelector(byTestId('w3m-connect-socials-view'), { visible: true });
    await pressTestId(page, 'social-login-farcaster');
    await page.waitForSelector(byTestId('w3m-connecting-farcaster-view'), { visible: true });
    const second = await shownLink(page);
    expect(linkOf(second).searchParams.get('channelToken')).not.toBe(
      linkOf(first).searchParams.get('channelToken'),
    );

    const phone = await context.newPage();
    expect((await signInDevFarcasterApp(phone, second, page)).result).toMatch(/^ok:/);
    await connectedAddress(page);
    // The same link a second time: the channel is already authenticated.
    expect((await signInDevFarcasterApp(phone, second, page)).result).toMatch(/^error: The relay refused/);
  });
});
