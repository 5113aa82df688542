import { useEffect, useState } from 'react';
import { loadDevConfig, type DevConfig } from '../shared/dev-config';

/** Shows what the local stack started: chains and the test tokens deployed on them. */
export function LocalStackPanel() {
  const [config, setConfig] = useState<DevConfig | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    loadDevConfig().then(setConfig, (reason: unknown) =>
      setError(reason instanceof Error ? reason.message : String(reason)),
    );
  }, []);

  if (error) return <section className="panel">Local stack not running: {error}</section>;
  if (!config) return <section className="panel">Loading the local stack…</section>;
  return (
    <section className="panel" data-testid="local-stack">
      <h2>Local stack</h2>
      <ul>
        {config.chains.map((chain) => (
          <li key={chain.chainId}>
            {chain.name} ({chain.chainId}) — <code>{chain.rpcUrl}</code>
          </li>
        ))}
      </ul>
      <ul>
        {config.tokens.map((token) => (
          <li key={token.address}>
            {token.symbol} ({token.decimals} decimals) — <code>{token.address}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
