import { createDefaultSiwx, type SIWXConfig, type SIWXSession } from 'w3m-elements/siwx';

/** What the demo backend said about the last sign-in. */
export type BackendVerdict =
  | { state: 'idle' }
  | { state: 'accepted'; address: string; chainId: string }
  | { state: 'refused'; error: string };

let verdict: BackendVerdict = { state: 'idle' };
const listeners = new Set<() => void>();

/** The last verdict (for useSyncExternalStore). */
export const getBackendVerdict = (): BackendVerdict => verdict;

/** Calls back when the verdict changes; returns the unsubscribe function. */
export function subscribeBackendVerdict(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setVerdict(next: BackendVerdict): void {
  verdict = next;
  for (const listener of listeners) listener();
}

async function fetchNonce(): Promise<string> {
  const response = await fetch('/api/siwx/nonce', { cache: 'no-store' });
  const body = (await response.json()) as { nonce?: unknown };
  if (!response.ok || typeof body.nonce !== 'string') throw new Error('The demo backend issued no nonce');
  return body.nonce;
}

/** Sends a fresh session to the demo backend (w3m-elements/siwx-server) and records its verdict. */
async function tellBackend(session: SIWXSession): Promise<void> {
  const response = await fetch('/api/siwx/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: session.message, signature: session.signature }),
  });
  const body = (await response.json()) as { address?: string; chainId?: string; error?: string };
  if (response.ok && body.address && body.chainId) {
    setVerdict({ state: 'accepted', address: body.address, chainId: body.chainId });
  } else {
    setVerdict({ state: 'refused', error: body.error ?? `HTTP ${response.status}` });
  }
}

/**
 * The demo's sign-in for `?siwx=required` or `?siwx=optional`: the project's default SIWX with
 * nonces from the demo backend, which also checks every new session. `rpcUrls` (the stack's chains)
 * let its verifier check smart-account signatures (ERC-6492, ERC-1271). Undefined without the switch.
 */
export function demoSiwx(mode: string | null, rpcUrls: Record<string, string> = {}): SIWXConfig | undefined {
  if (mode !== 'required' && mode !== 'optional') return undefined;
  return createDefaultSiwx({
    statement: 'Sign in to the w3m-elements demo.',
    required: mode === 'required',
    rpcUrls,
    getNonce: fetchNonce,
    onSignIn: (session) =>
      tellBackend(session).catch((error: unknown) =>
        setVerdict({ state: 'refused', error: error instanceof Error ? error.message : String(error) }),
      ),
  });
}
