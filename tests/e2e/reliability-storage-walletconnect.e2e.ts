// Reliability: WalletConnect keeps its pairings, sessions, keychain and relay messages in its own
// IndexedDB store (not in the kit's storage table). When those values are garbage — another
// version, a browser extension, a half-written record — the QR still shows and a wallet connects.
import type { Page } from 'puppeteer';
import { useFreshContexts } from '../support/browser';
import { useCleanChain } from '../support/chain';
import { openRecordedHost } from '../support/recorded-host';
import { textOf, waitForText } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';
import { clickWhenReady, pairWallet, shownUri } from '../support/walletconnect';

const stack = stackInfo();
useCleanChain();
const freshContext = useFreshContexts();

const WALLET_CHAINS = [{ chainId: 1, rpcUrl: stack.urls.evm, name: 'Ethereum' }];

/** Kinds of garbage one stored WalletConnect value can hold. */
const GARBAGE: Record<string, string> = {
  'not JSON': '{"unterminated',
  'JSON of the wrong type': '[1,{"a":true},"x"]',
  'prototype keys': '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
};

/** Overwrites every value in WalletConnect's IndexedDB store with `value`; resolves with how many. */
function overwriteWalletConnectStore(page: Page, value: string): Promise<number> {
  return page.evaluate(
    (garbage: string) =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('WALLET_CONNECT_V2_INDEXED_DB');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const transaction = db.transaction('keyvaluestorage', 'readwrite');
          const store = transaction.objectStore('keyvaluestorage');
          const keys = store.getAllKeys();
          keys.onsuccess = () => keys.result.forEach((key) => store.put(garbage, key));
          transaction.oncomplete = () => {
            db.close();
            resolve(keys.result.length);
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    value,
  );
}

describe("reliability: WalletConnect's own storage", () => {
  test.each(Object.keys(GARBAGE))(
    'every stored WalletConnect value holding %s: the QR shows and a wallet connects',
    async (kind) => {
      const dapp = await openRecordedHost(await freshContext(), `${stack.urls.demo}/`, {
        walletChains: WALLET_CHAINS,
      });
      // A first pairing attempt fills WalletConnect's store (core, keychain, pairings, messages).
      await clickWhenReady(dapp.page, 'connect-button');
      await clickWhenReady(dapp.page, 'wallet-selector-walletConnect');
      const stale = await shownUri(dapp.page);
      expect(await overwriteWalletConnectStore(dapp.page, GARBAGE[kind] ?? '')).toBeGreaterThan(0);

      await dapp.page.reload({ waitUntil: 'load' });
      const wallet = await (await freshContext()).newPage();
      await wallet.goto(`${stack.urls.demo}/wallet/`, { waitUntil: 'load' });
      await wallet.waitForFunction(
        () => /^Ready/.test(document.querySelector('[data-testid="wc-wallet-status"]')?.textContent ?? ''),
        { timeout: 20_000 },
      );
      await clickWhenReady(dapp.page, 'connect-button');
      await clickWhenReady(dapp.page, 'wallet-selector-walletConnect');
      const uri = await shownUri(dapp.page, stale);
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
      await pairWallet(wallet, uri);
      await waitForText(dapp.page, 'evm-status', 'connected');
      expect(await textOf(dapp.page, 'evm-address')).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(
        await dapp.page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted ?? null),
      ).toBeNull();
      expect(dapp.pageErrors).toEqual([]);
    },
  );
});
