import { MockWindow } from '@stencil/core/mock-doc';
import { RecordedProvider } from '../chains/eip155/recorded-provider';
import { $connectors, visibleConnectors } from '../stores/connectors';
import {
  clearDiscoveredWallets,
  getDiscoveredWallet,
  LEGACY_INJECTED_ID,
  startWalletDiscovery,
  waitForWallet,
} from './eip6963-discovery';
import { MAX_ICON_LENGTH, parseAnnouncement } from './eip6963-schema';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** A fresh page window (Stencil's mock DOM) per test, so listeners and window.ethereum do not leak. */
function fakeWindow(): Window & { ethereum?: unknown } {
  return new MockWindow() as unknown as Window & { ethereum?: unknown };
}

function announce(target: Window, detail: unknown): void {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
}

/** A wallet that announces on load and on every request, as EIP-6963 wallets do. */
function installWallet(target: Window, rdns: string, name: string, provider: object, n = 1): void {
  const detail = { info: { uuid: uuid(n), name, icon: ICON, rdns }, provider };
  target.addEventListener('eip6963:requestProvider', () => announce(target, detail));
}

let stop: () => void = () => undefined;
let warn: jest.SpyInstance;

beforeEach(() => {
  clearDiscoveredWallets();
  $connectors.set([]);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stop();
  warn.mockRestore();
});

const ids = () => $connectors.get().map((connector) => `${connector.type}:${connector.id}`);

describe('EIP-6963 discovery', () => {
  test('announced wallets become ANNOUNCED connectors with id = rdns; repeated announcements are not duplicated', () => {
    const target = fakeWindow();
    const dev = new RecordedProvider({});
    installWallet(target, 'dev.w3m-elements.wallet', 'Dev Wallet', dev, 1);
    installWallet(target, 'com.example.second', 'Second', new RecordedProvider({}), 2);
    stop = startWalletDiscovery(target, { eip6963: true, legacy: true });
    target.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(ids()).toEqual(['ANNOUNCED:dev.w3m-elements.wallet', 'ANNOUNCED:com.example.second']);
    expect($connectors.get()[0]).toMatchObject({
      name: 'Dev Wallet',
      chain: 'eip155',
      rdns: 'dev.w3m-elements.wallet',
      imageUrl: ICON,
      installed: true,
    });
    expect(getDiscoveredWallet('dev.w3m-elements.wallet')?.provider).toBe(dev);
  });

  test('a window.ethereum that is also announced is listed once; another one is the "injected" connector', () => {
    const target = fakeWindow();
    const dev = new RecordedProvider({});
    target.ethereum = dev;
    installWallet(target, 'dev.w3m-elements.wallet', 'Dev Wallet', dev);
    stop = startWalletDiscovery(target, { eip6963: true, legacy: true });
    expect(ids()).toEqual(['ANNOUNCED:dev.w3m-elements.wallet']);

    stop();
    clearDiscoveredWallets();
    const other = fakeWindow();
    other.ethereum = new RecordedProvider({});
    installWallet(other, 'dev.w3m-elements.wallet', 'Dev Wallet', dev);
    stop = startWalletDiscovery(other, { eip6963: true, legacy: true });
    expect(ids()).toEqual(['ANNOUNCED:dev.w3m-elements.wallet', `INJECTED:${LEGACY_INJECTED_ID}`]);
    // SPEC §4: the generic Browser Wallet is hidden on desktop.
    expect(
      visibleConnectors({ isMobile: false, hasInjectedProvider: true, walletConnectConnected: false }).map(
        (c) => c.id,
      ),
    ).toEqual(['dev.w3m-elements.wallet']);
  });

  test('a legacy provider that announces itself later replaces its "injected" entry', async () => {
    const target = fakeWindow();
    const late = new RecordedProvider({});
    target.ethereum = late;
    stop = startWalletDiscovery(target, { eip6963: true, legacy: true });
    expect(ids()).toEqual([`INJECTED:${LEGACY_INJECTED_ID}`]);
    announce(target, { info: { uuid: uuid(3), name: 'Late', icon: ICON, rdns: 'io.late' }, provider: late });
    await Promise.resolve();
    expect(ids()).toEqual(['ANNOUNCED:io.late']);
  });

  test('malformed announcements are ignored with a console warning', async () => {
    const target = fakeWindow();
    stop = startWalletDiscovery(target, { eip6963: true, legacy: false });
    const provider = new RecordedProvider({});
    const good = { uuid: uuid(1), name: 'Good', icon: ICON, rdns: 'com.good' };
    announce(target, undefined);
    announce(target, { info: { ...good, uuid: 'not-a-uuid' }, provider });
    announce(target, { info: { ...good, icon: 'https://evil.example/icon.png' }, provider });
    announce(target, { info: { ...good, rdns: 'nodots' }, provider });
    announce(target, { info: { ...good, name: '  ' }, provider });
    announce(target, { info: good, provider: { request: 'nope' } });
    expect(ids()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(6);
    expect(String(warn.mock.calls[2]?.[0])).toContain('info.icon must be a data:image URI');
    expect(String(warn.mock.calls[5]?.[0])).toContain('provider must have a request() function');
    announce(target, { info: good, provider });
    await Promise.resolve();
    expect(ids()).toEqual(['ANNOUNCED:com.good']);
  });

  test('10,000 announcements in one burst are one update of the connector list (issue 23)', async () => {
    const target = fakeWindow();
    stop = startWalletDiscovery(target, { eip6963: true, legacy: false });
    const provider = new RecordedProvider({});
    let updates = 0;
    const unlisten = $connectors.listen(() => (updates += 1));
    for (let index = 0; index < 10_000; index++) {
      const info = { uuid: uuid(1), name: `Flood ${index}`, icon: ICON, rdns: `com.flood.w${index}` };
      announce(target, { info, provider });
    }
    // The wallets are usable at once; the list the views draw follows in one update.
    expect(getDiscoveredWallet('com.flood.w9999')?.provider).toBe(provider);
    await Promise.resolve();
    unlisten();
    expect(updates).toBe(1);
    expect(ids()).toHaveLength(10_000);
    expect(ids()[0]).toBe('ANNOUNCED:com.flood.w0');
  });

  test('with EIP-6963 off only window.ethereum is used; with both off nothing is found', () => {
    const target = fakeWindow();
    target.ethereum = new RecordedProvider({});
    installWallet(target, 'com.example', 'Example', new RecordedProvider({}));
    stop = startWalletDiscovery(target, { eip6963: false, legacy: true });
    expect(ids()).toEqual([`INJECTED:${LEGACY_INJECTED_ID}`]);
    stop();
    clearDiscoveredWallets();
    stop = startWalletDiscovery(target, { eip6963: false, legacy: false });
    expect(ids()).toEqual([]);
  });

  test('waitForWallet resolves when the wallet announces, or undefined after the timeout', async () => {
    jest.useFakeTimers();
    try {
      const target = fakeWindow();
      stop = startWalletDiscovery(target, { eip6963: true, legacy: false });
      const missing = waitForWallet('com.never', 1000);
      const later = waitForWallet('com.later', 1000);
      announce(target, {
        info: { uuid: uuid(4), name: 'Later', icon: ICON, rdns: 'com.later' },
        provider: new RecordedProvider({}),
      });
      await expect(later).resolves.toMatchObject({ connector: { id: 'com.later' } });
      jest.advanceTimersByTime(1000);
      await expect(missing).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('EIP-6963 icons', () => {
  test('an icon longer than MAX_ICON_LENGTH is dropped (the monogram shows); the wallet is kept', () => {
    const huge = `data:image/svg+xml,${'x'.repeat(MAX_ICON_LENGTH)}`;
    const parsed = parseAnnouncement({
      info: { uuid: uuid(1), name: 'Huge', icon: huge, rdns: 'com.huge' },
      provider: new RecordedProvider({}),
    });
    expect(parsed.ok && parsed.value.info.icon).toBe('');
    const small = parseAnnouncement({
      info: { uuid: uuid(2), name: 'Small', icon: ICON, rdns: 'com.small' },
      provider: new RecordedProvider({}),
    });
    expect(small.ok && small.value.info.icon).toBe(ICON);
  });
});
