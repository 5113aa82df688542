import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { z } from 'zod';
import { addressJson, addressTxsJson, blockJson, txJson, txStatus, utxosJson } from './esplora-format';
import type { Ledger } from './ledger';
import { addressToScript } from './regtest';
import { TxRefusedError } from './validate-tx';

/** What a route answers: a status and a text or JSON body. */
export interface EndpointResponse {
  status: number;
  body: string | object;
}

/** What the routes need besides the ledger. */
export interface RouteContext {
  ledger: Ledger;
  /** Mine the mempool into a block right after each accepted broadcast. */
  autoMine: boolean;
  feeEstimates: Readonly<Record<string, number>>;
  /** Public facts about the dev accounts, for `GET /dev/accounts`. */
  devAccounts: unknown;
}

type Handler = (params: string[], body: string, context: RouteContext) => EndpointResponse;

const text = (body: string, status = 200): EndpointResponse => ({ status, body });
const json = (body: object, status = 200): EndpointResponse => ({ status, body });
/** An error answered to the client as plain text with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const TXID = '([0-9a-fA-F]{64})';
const ANY = '([^/]+)';

function addressParam(raw: string): { address: string; script: Uint8Array } {
  try {
    const address = decodeURIComponent(raw);
    return { address, script: addressToScript(address) };
  } catch {
    throw new HttpError(400, `Invalid regtest Bitcoin address: ${JSON.stringify(raw.slice(0, 100))}`);
  }
}
const scriptOf = (raw: string) => addressParam(raw).script;

function addressStats(raw: string, context: RouteContext): EndpointResponse {
  const { address, script } = addressParam(raw);
  return json(addressJson(address, script, context.ledger));
}

function storedTx(context: RouteContext, txid: string) {
  const tx = context.ledger.transaction(txid.toLowerCase());
  if (!tx) throw new HttpError(404, `Transaction not found: ${txid}`);
  return tx;
}

function broadcast(body: string, context: RouteContext): EndpointResponse {
  const hex = body.trim();
  if (hex.length === 0) throw new HttpError(400, 'Body must be a raw transaction in hex; it was empty');
  if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length % 2 !== 0)
    throw new HttpError(400, 'Body must be a raw transaction in hex (an even number of 0-9a-f digits)');
  try {
    const tx = context.ledger.accept(hexToBytes(hex));
    if (context.autoMine) context.ledger.mine();
    return text(tx.txid);
  } catch (error) {
    if (error instanceof TxRefusedError) throw new HttpError(400, `Transaction refused: ${error.message}`);
    throw error;
  }
}

const MineBody = z.strictObject({ blocks: z.number().int().min(1).max(100).default(1) });

function mine(body: string, context: RouteContext): EndpointResponse {
  let parsed: unknown = {};
  if (body.trim() !== '') {
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new HttpError(400, 'Body must be JSON like {"blocks": 1}');
    }
  }
  const result = MineBody.safeParse(parsed);
  if (!result.success) throw new HttpError(400, `Invalid mine request: ${z.prettifyError(result.error)}`);
  const blocks = Array.from({ length: result.data.blocks }, () => context.ledger.mine());
  return json(blocks.map((block) => ({ height: block.height, hash: block.hash, txids: block.txids })));
}

function blockAtHeight(raw: string, context: RouteContext): EndpointResponse {
  if (!/^\d{1,9}$/.test(raw))
    throw new HttpError(400, `Invalid block height: ${JSON.stringify(raw.slice(0, 20))}`);
  const block = context.ledger.blockAt(Number(raw));
  if (!block) throw new HttpError(404, `Block not found at height ${raw}`);
  return text(block.hash);
}

function blockByHash(hash: string, context: RouteContext) {
  const block = context.ledger.blockByHash(hash.toLowerCase());
  if (!block) throw new HttpError(404, `Block not found: ${hash}`);
  return block;
}

function outspends(txid: string, context: RouteContext): EndpointResponse {
  const tx = storedTx(context, txid);
  return json(
    tx.outputs.map((_, vout) => {
      const spender = context.ledger.spenderOf(tx.txid, vout);
      if (!spender) return { spent: false };
      const vin = spender.inputs.findIndex((input) => input.txid === tx.txid && input.vout === vout);
      return { spent: true, txid: spender.txid, vin, status: txStatus(spender) };
    }),
  );
}

const ROUTES: Array<[method: string, pattern: string, handler: Handler]> = [
  ['GET', '/blocks/tip/height', (_, __, c) => text(String(c.ledger.tip.height))],
  ['GET', '/blocks/tip/hash', (_, __, c) => text(c.ledger.tip.hash)],
  ['GET', `/block-height/${ANY}`, ([height], _, c) => blockAtHeight(height as string, c)],
  ['GET', `/block/${TXID}`, ([hash], _, c) => json(blockJson(blockByHash(hash as string, c)))],
  ['GET', `/block/${TXID}/txids`, ([hash], _, c) => json(blockByHash(hash as string, c).txids)],
  ['GET', `/address/${ANY}`, ([a], _, c) => addressStats(a as string, c)],
  ['GET', `/address/${ANY}/utxo`, ([a], _, c) => json(utxosJson(scriptOf(a as string), c.ledger))],
  ['GET', `/address/${ANY}/txs`, ([a], _, c) => json(addressTxsJson(scriptOf(a as string), c.ledger))],
  ['GET', `/tx/${TXID}`, ([id], _, c) => json(txJson(storedTx(c, id as string)))],
  ['GET', `/tx/${TXID}/hex`, ([id], _, c) => text(bytesToHex(storedTx(c, id as string).raw))],
  ['GET', `/tx/${TXID}/status`, ([id], _, c) => json(txStatus(storedTx(c, id as string)))],
  ['GET', `/tx/${TXID}/outspends`, ([id], _, c) => outspends(id as string, c)],
  ['GET', '/fee-estimates', (_, __, c) => json(c.feeEstimates)],
  ['GET', '/mempool/txids', (_, __, c) => json([...c.ledger.mempoolTxids()])],
  ['POST', '/tx', (_, body, c) => broadcast(body, c)],
  ['POST', '/dev/mine', (_, body, c) => mine(body, c)],
  ['GET', '/dev/accounts', (_, __, c) => json({ accounts: c.devAccounts })],
];
const COMPILED = ROUTES.map(([method, pattern, handler]) => ({
  method,
  regex: new RegExp(`^${pattern}$`),
  handler,
}));

/** Answers one request by method and path (no query string); unknown paths 404, wrong methods 405. */
export function route(method: string, path: string, body: string, context: RouteContext): EndpointResponse {
  const matches = COMPILED.filter((entry) => entry.regex.test(path));
  if (matches.length === 0) return text(`Not found: ${path.slice(0, 200)}`, 404);
  const match = matches.find((entry) => entry.method === method);
  if (!match) return text(`Method ${method} is not allowed on ${path.slice(0, 200)}`, 405);
  const params = (match.regex.exec(path) ?? []).slice(1);
  try {
    return match.handler(params, body, context);
  } catch (error) {
    if (error instanceof HttpError) return text(error.message, error.status);
    throw error;
  }
}
