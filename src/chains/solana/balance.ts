import type { CaipNetwork } from '../network-schema';
import { solanaRpc } from './rpc';

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
  const result = await solanaRpc(network, 'getBalance', [address, { commitment: 'confirmed' }]);
  const value = (result as { value?: unknown } | null)?.value;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${network.name} RPC gave no balance for ${address}`);
  }
  return BigInt(value);
}
