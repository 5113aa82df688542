// The hooks outside a browser: the error before createAppKit, the server snapshots, and the
// snapshot caching useSyncExternalStore relies on (same object until something changes).
import { createElement, type FunctionComponent } from 'react';
import { createRequire } from 'node:module';
import type * as PublicApi from '../src/index';
import type * as InstanceApi from '../src/app-kit-instance';
import type * as SnapshotApi from '../src/same-snapshot';
import { renderToString } from 'react-dom/server';
import { build } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const HOOK_MODULES = [
  'use-app-kit-account',
  'use-app-kit-provider',
  'use-app-kit-network',
  'use-app-kit-state',
  'use-app-kit-theme',
  'use-app-kit-events',
  'use-wallet-info',
];

/** The wrapper's hooks, bundled to CommonJS (its sources use Node's `.js` import suffixes). */
type Wrapper = typeof PublicApi & typeof InstanceApi & typeof SnapshotApi;

let wrapper: Wrapper;
let workDir: string;

beforeAll(async () => {
  const contents = [
    "export { createAppKit, requireAppKit } from './app-kit-instance.js';",
    "export { sameSnapshot } from './same-snapshot.js';",
    ...HOOK_MODULES.map((name) => `export * from './hooks/${name}.js';`),
  ].join('\n');
  const result = await build({
    stdin: { contents, resolveDir: join(root, 'src'), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    // The test's own React, so renderToString and the hooks share one copy.
    external: ['react', 'react-dom'],
    logLevel: 'silent',
  });
  // Inside the repository, so the bundle's `require('react')` finds the root's React.
  workDir = await mkdtemp(join(__dirname, '.hooks-bundle-'));
  const file = join(workDir, 'hooks.cjs');
  await writeFile(file, result.outputFiles[0]!.text);
  wrapper = createRequire(__filename)(file) as Wrapper;
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const render = (component: FunctionComponent) => renderToString(createElement(component));

test('a hook called before createAppKit throws an error naming it', () => {
  const Account: FunctionComponent = () => createElement('p', null, wrapper.useAppKitAccount().status);
  expect(() => render(Account)).toThrow(/^Call createAppKit before using useAppKitAccount/);
  const Theme: FunctionComponent = () => createElement('p', null, wrapper.useAppKitTheme().themeMode);
  expect(() => render(Theme)).toThrow(/^Call createAppKit before using useAppKitTheme/);
});

describe('after createAppKit', () => {
  let kit: ReturnType<Wrapper['createAppKit']>;

  beforeAll(() => {
    kit = wrapper.createAppKit({ themeMode: 'light', themeVariables: { '--w3m-accent': '#123456' } });
  });

  test('the server renders the constant pre-hydration snapshots', () => {
    const Page: FunctionComponent = () => {
      const account = wrapper.useAppKitAccount({ namespace: 'eip155' });
      const network = wrapper.useAppKitNetwork();
      const state = wrapper.useAppKitState();
      const theme = wrapper.useAppKitTheme();
      const events = wrapper.useAppKitEvents();
      const { walletInfo } = wrapper.useWalletInfo();
      return createElement(
        'p',
        null,
        [
          account.status,
          String(account.isConnected),
          String(network.caipNetworkId),
          String(state.open),
          theme.themeMode,
          theme.themeVariables['--w3m-accent'],
          String(events.data),
          String(walletInfo),
        ].join('|'),
      );
    };
    expect(render(Page)).toBe('<p>disconnected|false|undefined|false|light|#123456|undefined|undefined</p>');
  });

  test('theme changes made anywhere reach the theme hook through the instance subscription', () => {
    const { instance, serverTheme } = wrapper.requireAppKit('test');
    // The wrapper hands out the core instance itself: no theme setter of its own to route through.
    expect(instance).toBe(kit);
    const changes = jest.fn();
    const stop = instance.subscribeTheme(changes);
    kit.setThemeMode('dark');
    kit.setThemeVariables({ '--w3m-z-index': 20 });
    stop();
    kit.setThemeMode('light');
    expect(changes.mock.calls.map(([theme]) => theme)).toEqual([
      { themeMode: 'dark', themeVariables: { '--w3m-accent': '#123456' } },
      { themeMode: 'dark', themeVariables: { '--w3m-accent': '#123456', '--w3m-z-index': 20 } },
    ]);
    expect(serverTheme).toEqual({ themeMode: 'light', themeVariables: { '--w3m-accent': '#123456' } });
    expect(() => kit.setThemeMode('sepia' as never)).toThrow(/Invalid theme mode "sepia"/);
  });

  test('the provider hook renders no provider and no provider type on the server', () => {
    const Provider: FunctionComponent = () => {
      const { walletProvider, walletProviderType } = wrapper.useAppKitProvider('eip155');
      return createElement('p', null, `${String(walletProvider)}|${String(walletProviderType)}`);
    };
    expect(render(Provider)).toBe('<p>undefined|undefined</p>');
  });
});

describe('snapshot caching', () => {
  test('a rebuilt plain object one level down keeps the snapshot; any changed value does not', () => {
    const user = { email: 'ada@example.org' };
    const info = () => ({ user, authProvider: 'email', accountType: 'eoa', isSmartAccountDeployed: false });
    const accounts: never[] = [];
    const snapshot = { address: '0x1', allAccounts: accounts, embeddedWalletInfo: info() };
    expect(wrapper.sameSnapshot(snapshot, { ...snapshot, embeddedWalletInfo: info() })).toBe(true);
    expect(
      wrapper.sameSnapshot(snapshot, {
        ...snapshot,
        embeddedWalletInfo: { ...info(), isSmartAccountDeployed: true },
      }),
    ).toBe(false);
    // Two levels down is compared by identity: a new user object is a change.
    expect(
      wrapper.sameSnapshot(snapshot, { ...snapshot, embeddedWalletInfo: { ...info(), user: { ...user } } }),
    ).toBe(false);
    expect(wrapper.sameSnapshot(snapshot, { ...snapshot, allAccounts: [] })).toBe(false);
    expect(wrapper.sameSnapshot(snapshot, { ...snapshot, address: '0x2' })).toBe(false);
    expect(wrapper.sameSnapshot(snapshot, { address: '0x1', allAccounts: accounts })).toBe(false);
  });
});
