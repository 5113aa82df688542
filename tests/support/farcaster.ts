import type { Page } from 'puppeteer';
import { byTestId } from './email-login';
import { pressTestId, waitForStillness } from './shell-page';
import { stackInfo } from './stack-info';

// Helpers of the Farcaster e2e: ConnectingFarcaster from the Connect view's social options, and the
// stack's dev Farcaster app page (the "phone") that opens the sign-in link and signs it.

/** Opens Connect, then "more" (Farcaster is fourth in SPEC §9's order) and the Farcaster button. */
export async function openFarcaster(page: Page): Promise<void> {
  if (!(await page.$(byTestId('social-login-google')))) await pressTestId(page, 'connect-button');
  await page.waitForSelector(byTestId('social-login-more'), { visible: true });
  await pressTestId(page, 'social-login-more');
  await page.waitForSelector(byTestId('social-login-farcaster'), { visible: true });
  await waitForStillness(page);
  await pressTestId(page, 'social-login-farcaster');
  await page.waitForSelector(byTestId('w3m-connecting-farcaster-view'), { visible: true });
}

/**
 * In the dev Farcaster app: pastes the link, checks the request it shows, signs; answers the result
 * text. The dapp's tab comes back to the front (a background tab runs no animation frames, which the
 * page's waits poll on).
 */
export async function signInDevFarcasterApp(
  phone: Page,
  link: string,
  dapp: Page,
): Promise<{ request: string; result: string }> {
  await phone.bringToFront();
  await phone.goto(`${stackInfo().urls.demo}/dev/farcaster/`, { waitUntil: 'load' });
  await phone.type('[data-testid="dev-farcaster-url"]', link);
  await Promise.all([phone.waitForNavigation(), phone.click('[data-testid="dev-farcaster-open"]')]);
  const request = await phone.$eval(
    '[data-testid="dev-farcaster-request"]',
    (element) => element.textContent ?? '',
  );
  await Promise.all([phone.waitForNavigation(), phone.click('[data-testid="dev-farcaster-sign"]')]);
  const result = await phone.$eval(
    '[data-testid="dev-farcaster-result"]',
    (element) => `${element.getAttribute('data-status')}: ${element.textContent ?? ''}`,
  );
  await dapp.bringToFront();
  return { request, result };
}
