import { z } from 'zod';
import { stackInfo } from './stack-info';

const RpcResponse = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
]);

/** Sends one JSON-RPC request to a local node and returns its result (throws the node's error). */
export async function rpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = RpcResponse.parse(await response.json());
  if ('error' in body)
    throw new Error(`${method} failed on ${rpcUrl}: ${body.error.message} (${body.error.code})`);
  return body.result;
}

/** What the tests read of a receipt. */
export interface MinedReceipt {
  status: string;
  contractAddress: string;
}

/** Polls until a transaction is mined (up to 15 s) and returns its receipt. */
export async function minedReceiptOn(rpcUrl: string, hash: string): Promise<MinedReceipt> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const receipt = (await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as MinedReceipt | null;
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`transaction ${hash} was not mined within 15 s`);
}

/**
 * Sends a transaction from an unlocked dev account (anvil signs) and returns its hash once it is
 * mined: anvil answers eth_sendTransaction before the block is in, so a read right after the
 * answer may not see it yet.
 */
export async function sendMined(rpcUrl: string, tx: Record<string, string>): Promise<string> {
  const hash = String(await rpc(rpcUrl, 'eth_sendTransaction', [tx]));
  await minedReceiptOn(rpcUrl, hash);
  return hash;
}

/** Takes an anvil state snapshot and returns its id. */
export async function snapshotChain(rpcUrl: string): Promise<string> {
  return z
    .string()
    .regex(/^0x[0-9a-f]+$/i)
    .parse(await rpc(rpcUrl, 'evm_snapshot'));
}

/** Reverts anvil to a snapshot (which consumes it); throws when the node refuses. */
export async function revertChain(rpcUrl: string, snapshotId: string): Promise<void> {
  const reverted = z.boolean().parse(await rpc(rpcUrl, 'evm_revert', [snapshotId]));
  if (!reverted) throw new Error(`evm_revert ${snapshotId} was refused by ${rpcUrl}`);
}

/**
 * Snapshots every stack chain before the file's tests and reverts them after, so each e2e file
 * starts from (and leaves) the freshly deployed state.
 */
export function useCleanChain(): void {
  const snapshots = new Map<string, string>();
  beforeAll(async () => {
    for (const chain of stackInfo().config.chains)
      snapshots.set(chain.rpcUrl, await snapshotChain(chain.rpcUrl));
  });
  afterAll(async () => {
    for (const [rpcUrl, id] of snapshots) await revertChain(rpcUrl, id);
    snapshots.clear();
  });
}
