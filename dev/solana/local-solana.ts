import { seedDevAccounts, type SolanaSeed } from './seed';
import { startSolanaRpc, type SolanaRpcOptions, type SolanaRpcServer } from './server';

/** A running, seeded local Solana chain. */
export interface LocalSolana extends SolanaRpcServer {
  /** The funded dev accounts and the test token's mint. */
  seed: SolanaSeed;
}

/** Starts the local Solana RPC (HTTP + WebSocket) and seeds it: dev keys funded, test token minted to them. */
export async function startLocalSolana(options: SolanaRpcOptions = {}): Promise<LocalSolana> {
  const server = await startSolanaRpc(options);
  try {
    return { ...server, seed: seedDevAccounts(server.chain) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
