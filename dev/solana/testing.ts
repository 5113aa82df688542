import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { waitFor } from '../wait';
import { spawnLocalSolana, type SolanaProcess } from './process';

/** A seeded local chain (in its own process) on free ports and a web3.js Connection to it, for tests. */
export interface SolanaTestChain {
  solana: SolanaProcess;
  connection: Connection;
  /** A fresh keypair funded with `sol` SOL through requestAirdrop, confirmed. */
  fundedKeypair(sol?: number): Promise<Keypair>;
  /** Waits for web3.js to close its idle WebSocket (else it reconnects forever), then stops the chain. */
  stop(): Promise<void>;
}

/** Starts a seeded chain on port 0 (HTTP and WebSocket) and connects to it. */
export async function startTestChain(): Promise<SolanaTestChain> {
  const solana = await spawnLocalSolana({ port: 0, wsPort: 0 });
  const connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl });
  return {
    solana,
    connection,
    async fundedKeypair(sol = 10) {
      const keypair = Keypair.generate();
      const signature = await connection.requestAirdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL);
      const latest = await connection.getLatestBlockhash();
      await connection.confirmTransaction({ signature, ...latest });
      return keypair;
    },
    async stop() {
      await waitFor(async () => ((await solana.webSocketClients()) === 0 ? true : undefined), {
        description: 'web3.js to close its idle WebSocket',
        timeoutMs: 10_000,
      });
      await solana.stop();
    },
  };
}

/** POSTs a raw body to the RPC and returns the status and parsed JSON answer. */
export async function postRaw(rpcUrl: string, body: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, json: await response.json() };
}
