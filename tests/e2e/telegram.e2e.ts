import { useFreshContexts } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { byTestId, openEmailDemo } from '../support/email-login';
import { pressTestId } from '../support/shell-page';
import { approveInPopup, connectedAddress } from '../support/social-login';
import { stackInfo } from '../support/stack-info';

// Issue 17: social login inside Telegram's in-app webview (Android's user agent names it). There
// are no popups there: the page itself goes to the provider, the secure site's callback sends it
// back with result_uri, the login finishes and the parameter leaves the address (SPEC §2). SPEC §4
// hides facebook and x on Android.

useCleanChain();
const freshContext = useFreshContexts();

const TELEGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Telegram-Android/11.2.0 (Google Pixel 8; Android 14; SDK 34; HIGH)';

describe('Telegram webview', () => {
  test('Android: facebook and x hidden; google navigates the page itself and comes back connected, without result_uri', async () => {
    let popups = 0;
    const context = await freshContext();
    context.on('targetcreated', (target) => void (target.type() === 'page' && (popups += 1)));
    const { page, pageErrors, blocked } = await openEmailDemo(
      context,
      stackInfo().urls.demo,
      undefined,
      (tab) => tab.setUserAgent(TELEGRAM_ANDROID),
    );
    const opened = popups;
    await pressTestId(page, 'connect-button');
    await page.waitForSelector(byTestId('social-login-google'), { visible: true });
    await pressTestId(page, 'social-login-more');
    await page.waitForSelector(byTestId('w3m-connect-socials-view'), { visible: true });
    const shown = await page.$$eval('pierce/[data-testid^="social-login-"]', (elements) =>
      elements.map((element) => element.getAttribute('data-testid')),
    );
    expect(shown).toEqual(
      expect.arrayContaining(['social-login-google', 'social-login-discord', 'social-login-github']),
    );
    expect(shown).not.toContain('social-login-x');
    expect(shown).not.toContain('social-login-facebook');

    await pressTestId(page, 'social-login-google');
    await page.waitForFunction(
      (origin: string) => !location.href.startsWith(origin),
      {},
      stackInfo().urls.demo,
    );
    await approveInPopup(page, 'alice');
    await page.waitForFunction(
      (origin: string) => location.href.startsWith(origin),
      { timeout: 30_000 },
      stackInfo().urls.demo,
    );
    await connectedAddress(page);
    expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false);
    expect(await page.evaluate(() => location.search)).not.toContain('result_uri');
    expect(popups).toBe(opened);
    expect(pageErrors).toEqual([]);
    expect(blocked).toEqual([]);
  });
});
