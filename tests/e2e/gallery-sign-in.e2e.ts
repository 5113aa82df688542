// The gallery's third page (`npm run screenshots`): the sign-in views the secure site drives —
// Connect with the email field and social buttons, all socials, the one-time-code view and its
// error, waiting for a social popup, Sign In With Farcaster's code, and the Account view of an
// embedded wallet — in dark and light, desktop and phone, into build/screenshots/sign-in/, each
// with the main gallery's in-page checks (no text overflowing or cut without an ellipsis, nothing
// covering a control, no card collapsed to a strip).
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { useCleanChain } from '../support/chain';
import { freshEmail, submitEmail, typeCode, waitForMail } from '../support/email-login';
import { useGalleryPage } from '../support/gallery/gallery-page';
import {
  byTestId,
  createHtmlHostKit,
  kitCall,
  localNetwork,
  pressTestId,
  waitForStillness,
  waitForView,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();

const OUT = join(__dirname, '../../build/screenshots/sign-in');

/** Email and every social login through the stack's secure site. */
function signInOptions(): object {
  const secure = stack.config.secureSite;
  if (!secure) throw new Error('the stack runs without its secure site');
  return {
    themeMode: 'dark',
    networks: [localNetwork(stack.urls.evm)],
    projectId: secure.projectId,
    secureSiteUrl: secure.url,
    walletConnectServices: false,
    features: {
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    },
  };
}

describe('screenshot gallery: sign-in', () => {
  let page: Page;
  const { browser, shoot, problemsOf, shotCount } = useGalleryPage(OUT, async (opened) => {
    page = opened;
    await createHtmlHostKit(page, signInOptions());
  });

  test('Connect with email and socials, all socials, a social popup, Farcaster', async () => {
    await pressTestId(page, 'connect-button');
    await page.waitForSelector(byTestId('w3m-email-login-input'), { visible: true });
    await page.waitForSelector(byTestId('social-login-more'), { visible: true });
    await shoot('connect-email-socials');
    await pressTestId(page, 'social-login-more');
    await page.waitForSelector(byTestId('w3m-connect-socials-view'), { visible: true });
    await shoot('connect-socials');
    // Waiting for the provider's popup (the stack's OpenID provider), the dapp's tab in front.
    const popupTarget = browser().waitForTarget((target) => target.opener() === page.target());
    await pressTestId(page, 'social-login-github');
    await page.waitForSelector(byTestId('w3m-connecting-social-view'), { visible: true });
    const popup = await (await popupTarget).page();
    await page.bringToFront();
    await shoot('connecting-social');
    // The user closes the popup: back on Connect with a message, which goes away on its own.
    await popup?.close();
    await page.waitForSelector(byTestId('w3m-snackbar'), { visible: true });
    await page.waitForSelector(byTestId('w3m-snackbar'), { hidden: true });
    await kitCall(page, 'close');
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    await pressTestId(page, 'connect-button');
    await pressTestId(page, 'social-login-more');
    await page.waitForSelector(byTestId('social-login-farcaster'), { visible: true });
    await waitForStillness(page);
    await pressTestId(page, 'social-login-farcaster');
    await page.waitForSelector(byTestId('w3m-qr-code'), { visible: true });
    await shoot('connecting-farcaster');
    await kitCall(page, 'close');
    expect(problemsOf()).toEqual([]);
  });

  test('the one-time code, a wrong code, and the Account view of the embedded wallet', async () => {
    const shotsBefore = shotCount();
    const email = freshEmail('gallery');
    const started = Date.now() - 1000;
    await submitEmail(page, email);
    await page.waitForSelector(byTestId('w3m-email-verify-otp-view'), { visible: true });
    await shoot('email-otp');
    const code = await waitForMail(email, /\b(\d{6})\b/, started);
    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    await page.waitForSelector(byTestId('w3m-otp-error'), { visible: true });
    await shoot('email-otp-wrong-code');
    await typeCode(page, code);
    await page.waitForSelector(byTestId('account-button'), { visible: true, timeout: 30_000 });
    await pressTestId(page, 'account-button');
    await waitForView(page, 'Account', 'w3m-account-view');
    await page.waitForSelector(byTestId('w3m-account-email'), { visible: true });
    await shoot('account-embedded');
    await kitCall(page, 'close');
    expect(problemsOf(shotsBefore)).toEqual([]);
  });
});
