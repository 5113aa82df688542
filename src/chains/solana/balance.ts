import type { CaipNetwork } from '../network-schema';

const LAMPORTS_DECIMALS = 9;

/** Lamports as SOL in decimal text (no trailing zeros, at least one digit after the point). */
export function lamportsToSol(lamports: bigint): string {
  const unit = 10n ** BigInt(LAMPORTS_DECIMALS);
  const whole = lamports / unit;
  const fraction = (lamports % unit).toString().padStart(LAMPORTS_DECIMALS, '0').replace(/0+$/, '');
  return `${whole}.${fraction || '0'}`;
}

/** Reads an address's SOL balance (getBalance) from the network's RPC. */
export async function fetchSolBalance(network: CaipNetwork, address: string): Promise<bigint> {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new Error(`${network.name} has no RPC URL`);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
    }),
  });
  if (!response.ok) throw new Error(`${network.name} RPC answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  const value = (body as { result?: { value?: unknown } } | null)?.result?.value;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${network.name} RPC gave no balance for ${address}`);
  }
  return BigInt(value);
}
