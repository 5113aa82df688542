import type { Page } from 'puppeteer';
import { byTestId } from './email-login';
import { pressTestId, waitForStillness } from './shell-page';

// Helpers of the social-login e2e: a real pointer click on a social button (a popup needs a user
// gesture), and the stack's local OpenID provider's login and consent pages in the popup.

/** The providers Connect shows directly (the rest are behind "more", SPEC §9 order). */
const ON_CONNECT = new Set(['google', 'x', 'discord']);

/** Opens Connect if needed, clicks the provider's button with the pointer and answers the popup page. */
export async function clickSocial(page: Page, provider: string): Promise<Page> {
  if (!(await page.$(byTestId('social-login-google')))) await pressTestId(page, 'connect-button');
  await page.waitForSelector(byTestId('social-login-google'), { visible: true });
  if (!ON_CONNECT.has(provider)) {
    await pressTestId(page, 'social-login-more');
    await page.waitForSelector(byTestId('w3m-connect-socials-view'), { visible: true });
  }
  await waitForStillness(page);
  const button = await page.waitForSelector(byTestId(`social-login-${provider}`), { visible: true });
  const popup = new Promise<Page>((resolve) => page.once('popup', (opened) => opened && resolve(opened)));
  await button!.click();
  return popup;
}

/** In the popup: picks the dev user on the login page (when asked) and allows on the consent page. */
export async function approveInPopup(popup: Page, login: 'alice' | 'bob' | 'carol'): Promise<void> {
  const first = await popup.waitForSelector(
    `[data-testid="oidc-user-${login}"], [data-testid="oidc-allow"]`,
    {
      timeout: 30_000,
    },
  );
  const isLogin = await first!.evaluate((element) =>
    element.getAttribute('data-testid')?.startsWith('oidc-user-'),
  );
  if (isLogin) {
    await Promise.all([popup.waitForNavigation(), first!.click()]);
    const allow = await popup.waitForSelector('[data-testid="oidc-allow"]', { timeout: 30_000 });
    await allow!.click();
  } else {
    await first!.click();
  }
}

/** Waits until the demo panel shows a connected address; returns it. */
export async function connectedAddress(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      const text = document.querySelector('[data-testid="evm-address"]')?.textContent?.trim() ?? '';
      return /^0x[0-9a-fA-F]{40}$/.test(text) ? text : false;
    },
    { timeout: 45_000 },
  );
  return String(await handle.jsonValue());
}

/** Waits for the snackbar to show text matching `pattern`. */
export async function snackbarText(page: Page, pattern: RegExp): Promise<string> {
  const handle = await page.waitForFunction(
    (source: string) => {
      const find = (root: Document | ShadowRoot): Element | null => {
        const hit = root.querySelector('[data-testid="w3m-snackbar"]');
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      const text = find(document)?.textContent?.trim() ?? '';
      return new RegExp(source).test(text) ? text : false;
    },
    { timeout: 30_000 },
    pattern.source,
  );
  return String(await handle.jsonValue());
}
