import { useState } from 'react';
import { useAppKitAccount, useAppKitProvider, useDisconnect } from 'w3m-react';

/** The message the Solana hooks panel signs. */
export const SOLANA_HOOKS_MESSAGE = 'Signed from the w3m-react Solana hooks panel';

/** The part of AppKit's Solana provider the panel uses. */
interface SolanaProviderLike {
  publicKey?: { toBase58(): string };
  signMessage(message: Uint8Array): Promise<Uint8Array>;
}

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * `?solana=1` of the React host: the hooks with namespace 'solana' (useAppKitAccount, and
 * useAppKitProvider('solana') signing a message), beside the EVM hooks panel.
 */
export function SolanaHooksPanel() {
  const { address, caipAddress, isConnected, status } = useAppKitAccount({ namespace: 'solana' });
  const { walletProvider, walletProviderType } = useAppKitProvider<SolanaProviderLike>('solana');
  const { disconnect } = useDisconnect();
  const [signature, setSignature] = useState('');
  const [error, setError] = useState('');

  const sign = () => {
    setError('');
    if (!walletProvider) return setError('Connect a Solana wallet first');
    walletProvider.signMessage(new TextEncoder().encode(SOLANA_HOOKS_MESSAGE)).then(
      (bytes) => setSignature(hex(bytes)),
      (reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)),
    );
  };

  return (
    <section className="panel" data-testid="solana-hooks-panel">
      <h2>Solana hooks</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="solana-hooks-status">{status ?? ''}</dd>
        <dt>Address</dt>
        <dd data-testid="solana-hooks-address">{address ?? ''}</dd>
        <dt>CAIP address</dt>
        <dd data-testid="solana-hooks-caip">{caipAddress ?? ''}</dd>
        <dt>Provider public key</dt>
        <dd data-testid="solana-hooks-public-key">{walletProvider?.publicKey?.toBase58() ?? ''}</dd>
        <dt>Connected through</dt>
        <dd data-testid="solana-hooks-provider-type">{walletProviderType ?? ''}</dd>
        <dt>Signature (hex)</dt>
        <dd data-testid="solana-hooks-signature">{signature}</dd>
      </dl>
      <button type="button" data-testid="solana-hooks-sign" disabled={!isConnected} onClick={sign}>
        Sign a message with Solana
      </button>
      <button
        type="button"
        data-testid="solana-hooks-disconnect"
        disabled={!isConnected}
        onClick={() => void disconnect({ namespace: 'solana' }).catch(() => undefined)}
      >
        Disconnect Solana
      </button>
      {error && <p data-testid="solana-hooks-error">{error}</p>}
    </section>
  );
}
