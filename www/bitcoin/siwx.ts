// `?siwx=required` of the Bitcoin host: sign in with the Bitcoin wallet through the project's
// default SIWX (BIP-322 checked in the page), nonces from the stack's demo backend, which checks
// each new session again with w3m-elements/siwx-server. Loaded only with the switch.
import { createDefaultSiwx, type SIWXConfig, type SIWXSession } from 'w3m-elements/siwx';

declare global {
  interface Window {
    /** What the demo backend said about the last sign-in, for the e2e tests. */
    bitcoinSiwxVerdict?: { address?: string; chainId?: string; error?: string };
  }
}

async function fetchNonce(): Promise<string> {
  const response = await fetch('/api/siwx/nonce', { cache: 'no-store' });
  const body = (await response.json()) as { nonce?: unknown };
  if (!response.ok || typeof body.nonce !== 'string') throw new Error('The demo backend issued no nonce');
  return body.nonce;
}

async function tellBackend(session: SIWXSession): Promise<void> {
  const response = await fetch('/api/siwx/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: session.message, signature: session.signature }),
  });
  window.bitcoinSiwxVerdict = (await response.json()) as NonNullable<Window['bitcoinSiwxVerdict']>;
}

/** The page's sign-in: required, with the demo backend's nonces and verdicts. */
export function bitcoinSiwx(): SIWXConfig {
  return createDefaultSiwx({
    statement: 'Sign in to the w3m-elements Bitcoin demo.',
    required: true,
    getNonce: fetchNonce,
    onSignIn: (session) =>
      tellBackend(session).catch((error: unknown) => {
        window.bitcoinSiwxVerdict = { error: error instanceof Error ? error.message : String(error) };
      }),
  });
}
