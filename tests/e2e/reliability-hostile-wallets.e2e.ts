// Reliability: hostile EIP-6963 wallets. Announcements with markup and script in names, javascript:
// and huge data: icons, SVG icons carrying scripts, duplicate rdns, 10,000 announcements, and
// providers that throw or answer with the wrong types. No payload may run (a CSP violation listener
// and a global flag each payload would set), names show as text, bad icons fall back to the
// monogram, and the list stays usable.
import type { Page } from 'puppeteer';
import { useFreshContexts } from '../support/browser';
import { openRecordedHost, type RecordedHost } from '../support/recorded-host';
import { byTestId, clickTestId, textOf, waitForView } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
const freshContext = useFreshContexts();

/** Page source run before the page's scripts: the flag every payload sets, and the CSP record. */
const WATCH = `(() => {
  window.__pwned = [];
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  }, true);
})()`;

const PAYLOAD = `window.__pwned.push('ran')`;
const svgWithScript = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" onload="${PAYLOAD}"><script>${PAYLOAD}</script><rect width="10" height="10"/></svg>`,
)}`;
/** A valid SVG icon of about 2 MB (a comment pads it). */
const hugeIcon = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(2_000_000)}--><rect width="10" height="10"/></svg>`,
)}`;
const plainIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10" fill="red"/></svg>',
)}`;

interface HostileAnnouncement {
  name: string;
  rdns: string;
  icon: string;
  /** What the provider does on request(): answer normally, throw, or answer with a number. */
  provider: 'throws' | 'wrongType' | 'rejects';
}

async function openHost(): Promise<RecordedHost> {
  return openRecordedHost(await freshContext(), stack.urls.html, {
    walletChains: [{ chainId: 1, rpcUrl: stack.urls.evm, name: 'Ethereum' }],
    initScript: WATCH,
  });
}

/**
 * Announces wallets from the page as an extension's content script would: now, and again on every
 * `eip6963:requestProvider`.
 */
async function announce(page: Page, wallets: HostileAnnouncement[]): Promise<void> {
  await page.evaluate((list: HostileAnnouncement[]) => {
    const details = list.map((wallet, index) => {
      const request = (): Promise<unknown> => {
        if (wallet.provider === 'throws') throw new Error('provider exploded');
        if (wallet.provider === 'wrongType') return Promise.resolve(42);
        return Promise.reject(new Error('provider refused'));
      };
      const uuid = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
      return Object.freeze({
        info: Object.freeze({ uuid, name: wallet.name, icon: wallet.icon, rdns: wallet.rdns }),
        provider: { request, on: () => undefined, removeListener: () => undefined },
      });
    });
    const announceAll = (): void => {
      for (const detail of details)
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    };
    window.addEventListener('eip6963:requestProvider', announceAll);
    announceAll();
  }, wallets);
}

/** The payload flags and CSP reports of the page. */
function damage(page: Page): Promise<{ pwned: string[]; csp: string[] }> {
  return page.evaluate(() => {
    const scope = window as unknown as { __pwned: string[]; __cspViolations: string[] };
    return { pwned: scope.__pwned, csp: scope.__cspViolations };
  });
}

/**
 * What the image of the wallet named `name` draws: 'img', 'monogram', or null when absent. A wallet
 * row (wui-list-item with `wallet`) draws it in its own shadow root; elsewhere it is a wui-wallet-image.
 */
function walletImage(page: Page, name: string): Promise<string | null> {
  return page.evaluate((wanted: string) => {
    const images: ParentNode[] = [];
    const collect = (root: Document | ShadowRoot): void => {
      for (const element of root.querySelectorAll('*')) {
        const { name: imageName, wallet } = element as HTMLElement & { name?: string; wallet?: string };
        if (element.tagName === 'WUI-WALLET-IMAGE' && imageName === wanted && element.shadowRoot)
          images.push(element.shadowRoot);
        const frame =
          element.tagName === 'WUI-LIST-ITEM' &&
          wallet === wanted &&
          element.shadowRoot?.querySelector('.frame');
        if (frame) images.push(frame);
        if (element.shadowRoot) collect(element.shadowRoot);
      }
    };
    collect(document);
    const root = images[0];
    if (!root) return null;
    if (root.querySelector('.monogram')) return 'monogram';
    return root.querySelector('img') ? 'img' : 'other';
  }, name);
}

/** CSP reports about scripts (the host's connect-src rules also report its blocked mainnet RPC). */
function scriptViolations(csp: string[]): string[] {
  return csp.filter((report) => !report.startsWith('connect-src'));
}

describe('reliability: hostile EIP-6963 wallets', () => {
  test('markup in names, script icons, javascript: and huge icons, duplicate rdns: nothing runs, names are text', async () => {
    const host = await openHost();
    const { page } = host;
    await announce(page, [
      {
        name: `<img src=x onerror="${PAYLOAD}">Evil <b>Wallet</b>`,
        rdns: 'com.evil.markup',
        icon: plainIcon,
        provider: 'rejects',
      },
      { name: 'Script Icon', rdns: 'com.evil.svg', icon: svgWithScript, provider: 'rejects' },
      { name: 'JS Icon', rdns: 'com.evil.js', icon: `javascript:${PAYLOAD}`, provider: 'rejects' },
      { name: 'Huge Icon', rdns: 'com.evil.huge', icon: hugeIcon, provider: 'rejects' },
      { name: 'First Twin', rdns: 'com.evil.twin', icon: plainIcon, provider: 'rejects' },
      { name: 'Second Twin', rdns: 'com.evil.twin', icon: plainIcon, provider: 'rejects' },
    ]);
    await clickTestId(page, 'connect-button');
    await waitForView(page, 'Connect', 'w3m-connect-view');
    await page.waitForSelector(byTestId('wallet-selector-com.evil.markup'), { visible: true });

    expect(await textOf(page, 'wallet-selector-com.evil.markup')).toContain(
      '<img src=x onerror="window.__pwned.push(\'ran\')">Evil <b>Wallet</b>',
    );
    // The SVG's script never runs (an <img> does not run scripts), the icon itself shows.
    expect(await walletImage(page, 'Script Icon')).toBe('img');
    // A javascript: icon is not an image: the announcement is refused.
    expect(await page.$(byTestId('wallet-selector-com.evil.js'))).toBeNull();
    // An icon too big to be a wallet logo is dropped: the wallet shows with its monogram.
    expect(await walletImage(page, 'Huge Icon')).toBe('monogram');
    // One row per rdns: the later announcement wins.
    expect(await textOf(page, 'wallet-selector-com.evil.twin')).toContain('Second Twin');
    expect(await page.$$(byTestId('wallet-selector-com.evil.twin'))).toHaveLength(1);

    const { pwned, csp } = await damage(page);
    expect({ pwned, csp: scriptViolations(csp) }).toEqual({ pwned: [], csp: [] });
    expect(host.pageErrors).toEqual([]);
  });

  test('providers that throw or answer with the wrong type: a clear error, the modal stays usable', async () => {
    const host = await openHost();
    const { page } = host;
    await announce(page, [
      { name: 'Throwing Wallet', rdns: 'com.evil.throws', icon: plainIcon, provider: 'throws' },
      { name: 'Wrong Type Wallet', rdns: 'com.evil.wrongtype', icon: plainIcon, provider: 'wrongType' },
    ]);
    for (const id of ['com.evil.throws', 'com.evil.wrongtype']) {
      await clickTestId(page, 'connect-button');
      await waitForView(page, 'Connect', 'w3m-connect-view');
      await clickTestId(page, `wallet-selector-${id}`);
      await waitForView(page, 'ConnectingExternal', 'w3m-connecting-external-view');
      // The view says why the connection failed (and offers to try again).
      await page.waitForSelector(byTestId('w3m-connecting-error'), { visible: true, timeout: 10_000 });
      expect((await textOf(page, 'w3m-connecting-error'))?.length).toBeGreaterThan(0);
      await clickTestId(page, 'w3m-header-close');
      await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
      await page.waitForSelector(byTestId('connect-button'), { visible: true });
    }
    const { pwned, csp } = await damage(page);
    expect({ pwned, csp: scriptViolations(csp) }).toEqual({ pwned: [], csp: [] });
    expect(host.pageErrors).toEqual([]);
  });

  test('10,000 announcements: the Connect view opens and the Dev Wallet still connects', async () => {
    const host = await openHost();
    const { page } = host;
    const many: HostileAnnouncement[] = Array.from({ length: 10_000 }, (_, index) => ({
      name: `Flood ${index}`,
      rdns: `com.flood.w${index}`,
      icon: plainIcon,
      provider: 'rejects',
    }));
    await announce(page, many);
    await clickTestId(page, 'connect-button');
    await waitForView(page, 'Connect', 'w3m-connect-view');
    await clickTestId(page, 'wallet-selector-dev.w3m-elements.wallet');
    await page.waitForSelector(byTestId('account-button'), { visible: true, timeout: 20_000 });
    const { pwned, csp } = await damage(page);
    expect({ pwned, csp: scriptViolations(csp) }).toEqual({ pwned: [], csp: [] });
    expect(host.pageErrors).toEqual([]);
  });
});
