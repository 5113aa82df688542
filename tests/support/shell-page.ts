import type { Page } from 'puppeteer';

/** A `pierce/` selector for a data-testid (found through every open shadow root). */
export const byTestId = (testId: string): string => `pierce/[data-testid="${testId}"]`;

/** The Dev Wallet's EIP-6963 rdns, which is also its connector id. */
export const DEV_WALLET = 'dev.w3m-elements.wallet';

/** Page source that finds the first element matching a selector through every shadow root. */
const DEEP_FIND = `(selector) => {
  const find = (root) => {
    const hit = root.querySelector(selector);
    if (hit) return hit;
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot ? find(element.shadowRoot) : null;
      if (inner) return inner;
    }
    return null;
  };
  return find(document);
}`;

/** The trimmed text of the element with this test id, or null when there is none. */
export async function textOf(page: Page, testId: string): Promise<string | null> {
  const text: unknown = await page.evaluate(
    `(${DEEP_FIND})('[data-testid="${testId}"]')?.textContent?.trim() ?? null`,
  );
  return typeof text === 'string' ? text : null;
}

/** Waits until the element with this test id shows a text that contains `part`. */
export async function waitForTextContaining(page: Page, testId: string, part: string): Promise<void> {
  await page.waitForFunction(
    `(${DEEP_FIND})('[data-testid="${testId}"]')?.textContent?.includes(${JSON.stringify(part)}) === true`,
  );
}

/** Waits until the element with this test id shows exactly `expected`. */
export async function waitForText(page: Page, testId: string, expected: string): Promise<void> {
  await page.waitForFunction(
    `(${DEEP_FIND})('[data-testid="${testId}"]')?.textContent?.trim() === ${JSON.stringify(expected)}`,
  );
}

/** Waits until the element with this test id shows a text that matches `pattern`; resolves with it. */
export async function waitForTextMatching(
  page: Page,
  testId: string,
  pattern: RegExp,
  timeout = 30_000,
): Promise<string> {
  const matcher = `new RegExp(${JSON.stringify(pattern.source)}, ${JSON.stringify(pattern.flags)})`;
  const handle = await page.waitForFunction(
    `(() => {
      const text = (${DEEP_FIND})('[data-testid="${testId}"]')?.textContent?.trim() ?? '';
      return ${matcher}.test(text) ? text : false;
    })()`,
    { timeout },
  );
  return String(await handle.jsonValue());
}

/** The view the router shows (its data-view attribute), or null while the modal is closed. */
export function routerView(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document
        .querySelector('w3m-modal')
        ?.shadowRoot?.querySelector('w3m-router')
        ?.getAttribute('data-view') ?? null,
  );
}

/** Waits until the router shows `view` and that view's element has rendered. */
export async function waitForView(page: Page, view: string, tag: string): Promise<void> {
  try {
    await page.waitForFunction(
      (name: string, viewTag: string) => {
        const router = document.querySelector('w3m-modal')?.shadowRoot?.querySelector('w3m-router');
        const element = router?.shadowRoot?.querySelector(viewTag);
        return router?.getAttribute('data-view') === name && Boolean(element?.shadowRoot?.childElementCount);
      },
      { timeout: 10000 },
      view,
      tag,
    );
  } catch (error) {
    const state = await page.evaluate(() => {
      const router = document.querySelector('w3m-modal')?.shadowRoot?.querySelector('w3m-router');
      return { view: router?.getAttribute('data-view'), html: router?.shadowRoot?.innerHTML.slice(0, 300) };
    });
    throw new Error(`view ${view} (${tag}) did not show; router: ${JSON.stringify(state)}`, { cause: error });
  }
}

/**
 * Re-creates the kit of the plain HTML host with `options` (a JSON-able object) and keeps it as
 * `window.__w3mKit`. Page source as a string: the test transpiler would turn import() into require().
 */
export async function createHtmlHostKit(page: Page, options: object): Promise<void> {
  await page.evaluate(
    `import('/lib/index.esm.js').then(({ createAppKit }) => { window.__w3mKit = createAppKit(${JSON.stringify(options)}); })`,
  );
}

/** Calls a method of the kit made by createHtmlHostKit, e.g. kitCall(page, 'open', { view: 'Networks' }). */
export async function kitCall(page: Page, method: string, ...args: unknown[]): Promise<void> {
  await page.evaluate(
    `Promise.resolve(window.__w3mKit.${method}(...${JSON.stringify(args)})).then(() => undefined)`,
  );
}

/** A local-chain network literal for createAppKit (what `w3m-elements/networks` would give). */
export function localNetwork(rpcUrl: string, chainId = 31337, name = 'Localhost'): object {
  return {
    id: chainId,
    name,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
}

/** Configures the Dev Wallet to approve everything on the first local chain. */
export async function autoApproveDevWallet(page: Page, rpcUrl: string): Promise<void> {
  await page.evaluate(
    (url: string) =>
      (window as unknown as { devWallet: { configure(config: object): void } }).devWallet.configure({
        autoApprove: true,
        chains: [{ chainId: 31337, rpcUrl: url, name: 'Anvil' }],
      }),
    rpcUrl,
  );
}

/** Connects the Dev Wallet through the Connect view and waits for the account button. */
export async function connectDevWallet(page: Page): Promise<void> {
  await clickTestId(page, 'connect-button');
  await page.waitForSelector(byTestId(`wallet-selector-${DEV_WALLET}`), { visible: true });
  // The wallet list re-renders while the registry and EIP-6963 announcements arrive: the row is
  // found and clicked in one page task, so a row replaced a moment earlier cannot swallow the click.
  await waitForStillness(page);
  await pressTestId(page, `wallet-selector-${DEV_WALLET}`);
  try {
    await page.waitForSelector(byTestId('account-button'), { visible: true, timeout: 15000 });
  } catch (error) {
    const view = await routerView(page);
    const header = await textOf(page, 'w3m-header-text');
    throw new Error(`the Dev Wallet did not connect; modal on ${view} (${header})`, { cause: error });
  }
  await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
}

/**
 * Waits until every finite animation and transition has ended (a card still resizing or
 * re-centring would move the target under the pointer). Looping spinners are ignored;
 * document.getAnimations() includes shadow trees.
 */
export async function waitForStillness(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Waits for the element with this test id to be visible and the modal to be still, then clicks it
 * in the page. A DOM click, not a pointer one: data arriving late (balances, a profile name) can
 * grow the card and re-centre it between reading the element's position and the mouse press.
 */
export async function clickTestId(page: Page, testId: string): Promise<void> {
  const element = await page.waitForSelector(byTestId(testId), { visible: true });
  if (!element) throw new Error(`no element with data-testid="${testId}"`);
  await waitForStillness(page);
  const clicked = await element.evaluate((target) => {
    if (!target.isConnected) return false;
    // A press focuses what it presses (the modal returns focus there on close).
    (target as HTMLElement).focus();
    (target as HTMLElement).click();
    return true;
  });
  // Re-rendered while the page settled: press the element that replaced it.
  if (!clicked) await pressTestId(page, testId);
}

/**
 * Clicks the element with this test id (searched through every shadow root) once it is visible and
 * enabled, found, checked and clicked in one page task. The views re-render as data arrives and a
 * form re-validates on the next frame after typing: an element found a moment earlier may be
 * replaced or still disabled, and a click on it would be lost.
 */
export async function pressTestId(page: Page, testId: string): Promise<void> {
  await page.waitForFunction(
    (selector: string) => {
      const find = (root: Document | ShadowRoot): HTMLElement | null => {
        const hit = root.querySelector<HTMLElement>(selector);
        if (hit) return hit;
        for (const element of root.querySelectorAll('*')) {
          const inner = element.shadowRoot ? find(element.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      const target = find(document);
      if (!target || (target as HTMLButtonElement).disabled) return false;
      if (target.getAttribute('aria-disabled') === 'true' || !target.checkVisibility()) return false;
      target.click();
      return true;
    },
    { polling: 'raf' },
    `[data-testid="${testId}"]`,
  );
}

/** Sets the text of the native input with this test id (through shadow roots), as typing would. */
export async function typeInto(page: Page, testId: string, text: string): Promise<void> {
  await page.waitForSelector(byTestId(testId), { visible: true });
  await page.$eval(
    byTestId(testId),
    (input, value) => {
      const field = input as HTMLInputElement;
      field.value = value as string;
      field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    },
    text,
  );
}
