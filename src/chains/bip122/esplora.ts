import * as z from 'zod/mini';
import type { BitcoinNetwork } from '../network-types';

/** The base URL of a Bitcoin network's Esplora API: `esploraApiUrl`, else its first RPC URL. */
export function esploraBaseUrl(network: BitcoinNetwork): string {
  const url = network.esploraApiUrl ?? network.rpcUrls.default.http[0];
  if (!url) throw new Error(`${network.name} has no Esplora API URL: set esploraApiUrl on the network`);
  return url.replace(/\/+$/, '');
}

const sats = z.int().check(z.minimum(0));
const stats = z.object({ funded_txo_sum: sats, spent_txo_sum: sats });
const AddressSchema = z.object({ chain_stats: stats, mempool_stats: stats });
const UtxoSchema = z.object({
  txid: z.string().check(z.regex(/^[0-9a-f]{64}$/i)),
  vout: sats,
  value: sats,
  status: z.optional(z.object({ confirmed: z.boolean() })),
});
const TxSchema = z.object({
  txid: z.string().check(z.regex(/^[0-9a-f]{64}$/i)),
  fee: z.optional(z.number()),
  status: z.object({ confirmed: z.boolean(), block_time: z.optional(z.number()) }),
  vin: z.array(
    z.object({
      prevout: z.nullable(z.object({ scriptpubkey_address: z.optional(z.string()), value: z.number() })),
    }),
  ),
  vout: z.array(z.object({ scriptpubkey_address: z.optional(z.string()), value: z.number() })),
});
const FeeEstimatesSchema = z.record(z.string(), z.number().check(z.positive()));

/** An unspent output of an address, in satoshis. */
export type EsploraUtxo = z.infer<typeof UtxoSchema>;
/** A transaction as Esplora lists it for an address. */
export type EsploraTx = z.infer<typeof TxSchema>;

/** An Esplora API that answered with an error status or a body of the wrong shape. */
export class EsploraError extends Error {
  constructor(
    message: string,
    /** The HTTP status, when the API answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'EsploraError';
  }
}

/** The reads and the broadcast the Bitcoin client needs from an Esplora-compatible API. */
export interface EsploraClient {
  /** Confirmed plus mempool balance of an address, in satoshis. */
  balance(address: string): Promise<bigint>;
  utxos(address: string): Promise<EsploraUtxo[]>;
  /** The address's newest transactions (Esplora pages them by 25). */
  transactions(address: string): Promise<EsploraTx[]>;
  /** Fee rate in sat/vB for confirmation within `blocks` (the nearest listed target at or above it). */
  feeRate(blocks?: number): Promise<number>;
  /** Broadcasts a raw transaction (hex); resolves with its txid. */
  broadcast(hex: string): Promise<string>;
}

/** An Esplora client over `fetch` for one base URL. */
export function createEsploraClient(baseUrl: string, fetchImpl: typeof fetch = fetch): EsploraClient {
  const call = async (path: string, init?: RequestInit): Promise<string> => {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, init);
    } catch (error) {
      throw new EsploraError(`Esplora API at ${baseUrl} unreachable: ${String(error)}`);
    }
    const body = await response.text();
    if (!response.ok)
      throw new EsploraError(body.trim().slice(0, 300) || `HTTP ${response.status}`, response.status);
    return body;
  };
  const read = async <T>(path: string, schema: z.ZodMiniType<T>): Promise<T> => {
    const body = await call(path);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new EsploraError(`Esplora ${path} did not answer JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new EsploraError(`Esplora ${path} answered an unexpected shape`);
    return parsed.data;
  };
  const addressPath = (address: string) => `/address/${encodeURIComponent(address)}`;
  return {
    balance: async (address) => {
      const { chain_stats: chain, mempool_stats: mempool } = await read(addressPath(address), AddressSchema);
      return BigInt(
        chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum,
      );
    },
    utxos: (address) => read(`${addressPath(address)}/utxo`, z.array(UtxoSchema)),
    transactions: (address) => read(`${addressPath(address)}/txs`, z.array(TxSchema)),
    feeRate: async (blocks = 3) => {
      const estimates = await read('/fee-estimates', FeeEstimatesSchema);
      const targets = Object.keys(estimates)
        .map(Number)
        .filter((target) => Number.isInteger(target) && target > 0)
        .sort((a, b) => a - b);
      const target = targets.find((item) => item >= blocks) ?? targets.at(-1);
      if (target === undefined) throw new EsploraError('Esplora /fee-estimates listed no targets');
      return estimates[String(target)] as number;
    },
    broadcast: async (hex) => {
      const txid = (await call('/tx', { method: 'POST', body: hex })).trim();
      if (!/^[0-9a-f]{64}$/i.test(txid)) throw new EsploraError('Esplora /tx did not answer a txid');
      return txid;
    },
  };
}
