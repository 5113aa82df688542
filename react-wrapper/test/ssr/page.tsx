// The page the SSR test renders on the server and hydrates in Chromium: every generated
// component and every hook, so a hook or wrapper that touches the DOM on the server, or renders
// differently on the client, shows up.
import { useEffect, type ComponentType } from 'react';
import * as wrapper from '../../src/index';

/** Every generated component the package exports, with its tag (the wrappers' displayName). */
export const generatedComponents: Array<[name: string, tag: string, component: ComponentType]> =
  Object.entries(wrapper)
    .filter(([name, value]) => /^(W3m|AppKit)[A-Z]/.test(name) && typeof value === 'object' && value !== null)
    .map(([name, value]) => [name, (value as ComponentType).displayName ?? '', value as ComponentType]);

function HookReadout() {
  const { open, close } = wrapper.useAppKit();
  const account = wrapper.useAppKitAccount();
  const eip155 = wrapper.useAppKitAccount({ namespace: 'eip155' });
  const network = wrapper.useAppKitNetwork();
  const state = wrapper.useAppKitState();
  const theme = wrapper.useAppKitTheme();
  const { walletProvider, walletProviderType } = wrapper.useAppKitProvider('eip155');
  const events = wrapper.useAppKitEvents();
  const { disconnect } = wrapper.useDisconnect();
  const { walletInfo } = wrapper.useWalletInfo();
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{account.status}</dd>
      <dt>eip155</dt>
      <dd>{eip155.isConnected ? eip155.address : 'not connected'}</dd>
      <dt>network</dt>
      <dd>{network.caipNetworkId ?? 'none'}</dd>
      <dt>modal</dt>
      <dd>{state.open ? 'open' : 'closed'}</dd>
      <dt>initialized</dt>
      <dd data-testid="initialized">{String(state.initialized)}</dd>
      <dt>theme</dt>
      <dd data-testid="theme">{theme.themeMode}</dd>
      <dt>provider</dt>
      <dd>{walletProvider ? 'yes' : 'no'}</dd>
      <dt>connected through</dt>
      <dd data-testid="provider-type">{walletProviderType ?? 'none'}</dd>
      <dt>email or social login</dt>
      <dd data-testid="embedded">{account.embeddedWalletInfo?.authProvider ?? 'none'}</dd>
      <dt>event</dt>
      <dd>{events.data?.event ?? 'none'}</dd>
      <dt>wallet</dt>
      <dd>{walletInfo?.name ?? 'none'}</dd>
      <dd>
        <button type="button" onClick={() => void open()}>
          open
        </button>
        <button type="button" onClick={() => void close()}>
          close
        </button>
        <button type="button" onClick={() => void disconnect()}>
          disconnect
        </button>
      </dd>
    </dl>
  );
}

/** The whole test page; `onHydrated` runs in an effect, i.e. after hydration committed. */
export function Page({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <main>
      {generatedComponents.map(([name, , Component]) => (
        <section key={name} data-component={name}>
          <Component />
        </section>
      ))}
      <HookReadout />
    </main>
  );
}
