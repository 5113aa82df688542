import { useSyncExternalStore } from 'react';
import { getBackendVerdict, subscribeBackendVerdict } from './demo-siwx';

/** Shows whether the demo backend accepted the last sign-in (only on ?siwx=… pages). */
export function SiwxPanel() {
  const verdict = useSyncExternalStore(subscribeBackendVerdict, getBackendVerdict, getBackendVerdict);
  return (
    <section className="panel" data-testid="siwx-panel">
      <h2>Sign in with X</h2>
      <p data-testid="siwx-backend">
        {verdict.state === 'idle'
          ? 'not signed in'
          : verdict.state === 'accepted'
            ? `accepted ${verdict.address} on ${verdict.chainId}`
            : `refused: ${verdict.error}`}
      </p>
    </section>
  );
}
