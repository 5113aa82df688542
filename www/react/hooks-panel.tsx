import { useState } from 'react';
import { localhost, localhostSecond } from 'w3m-elements/networks';
import {
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from 'w3m-react';

/** The message the hooks panel signs. */
export const HOOKS_MESSAGE = 'Signed from the w3m-react hooks panel';

/** The EIP-1193 call the panel needs from the wallet provider. */
interface RequestProvider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

function toHex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** A panel driven by the w3m-react hooks only: address, network, switch, sign, theme, disconnect. */
export function HooksPanel() {
  const { open } = useAppKit();
  const { address, isConnected, status, embeddedWalletInfo } = useAppKitAccount({ namespace: 'eip155' });
  const { chainId, caipNetwork, switchNetwork } = useAppKitNetwork();
  const { open: modalOpen } = useAppKitState();
  const { walletProvider, walletProviderType } = useAppKitProvider<RequestProvider>('eip155');
  const { themeMode, setThemeMode } = useAppKitTheme();
  const { disconnect } = useDisconnect();
  const { walletInfo } = useWalletInfo();
  const lastEvent = useAppKitEvents();
  const [signature, setSignature] = useState('');
  const [error, setError] = useState('');

  const run = (action: () => Promise<void>) => () => {
    setError('');
    action().catch((reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)));
  };
  const otherNetwork = chainId === localhost.id ? localhostSecond : localhost;
  const sign = run(async () => {
    if (!walletProvider || !address) throw new Error('Connect a wallet first');
    const result = await walletProvider.request({
      method: 'personal_sign',
      params: [toHex(HOOKS_MESSAGE), address],
    });
    setSignature(String(result));
  });

  return (
    <section className="panel" data-testid="hooks-panel">
      <h2>Hooks</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="hooks-status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="hooks-address">{address ?? ''}</dd>
        <dt>Network</dt>
        <dd data-testid="hooks-chain">{chainId ?? ''}</dd>
        <dd>{caipNetwork?.name ?? ''}</dd>
        <dt>Wallet</dt>
        <dd data-testid="hooks-wallet">{walletInfo?.name ?? ''}</dd>
        <dt>Connected through</dt>
        <dd data-testid="hooks-provider-type">{walletProviderType ?? ''}</dd>
        <dt>Email or social login</dt>
        <dd data-testid="hooks-embedded">{embeddedWalletInfo?.authProvider ?? 'none'}</dd>
        <dt>Theme</dt>
        <dd data-testid="hooks-theme">{themeMode}</dd>
        <dt>Modal</dt>
        <dd data-testid="hooks-modal">{modalOpen ? 'open' : 'closed'}</dd>
        <dt>Last event</dt>
        <dd data-testid="hooks-event">{lastEvent.data?.event ?? ''}</dd>
        <dt>Signature</dt>
        <dd data-testid="hooks-signature">{signature}</dd>
      </dl>
      <button type="button" data-testid="hooks-open" onClick={run(() => open())}>
        Open modal
      </button>
      <button
        type="button"
        data-testid="hooks-switch"
        disabled={!isConnected}
        onClick={run(() => switchNetwork(otherNetwork))}
      >
        Switch to {otherNetwork.name}
      </button>
      <button type="button" data-testid="hooks-sign" disabled={!isConnected} onClick={sign}>
        Sign a message
      </button>
      <button
        type="button"
        data-testid="hooks-theme-toggle"
        onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}
      >
        Use the {themeMode === 'dark' ? 'light' : 'dark'} theme
      </button>
      <button
        type="button"
        data-testid="hooks-disconnect"
        disabled={!isConnected}
        onClick={run(() => disconnect())}
      >
        Disconnect
      </button>
      {error && <p data-testid="hooks-error">{error}</p>}
    </section>
  );
}
