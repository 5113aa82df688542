import { ed25519 } from '@noble/curves/ed25519';
import { createPublicClient, http, isAddress, isHex, verifyMessage } from 'viem';
import { base58ToBytes } from '../siwx/base58';
import { verifyBitcoinMessage } from '../chains/bip122/message-verify';
import { isSessionCurrent } from '../siwx/message';
import { parseSiwxMessage, SiwxParseError } from '../siwx/parse';
import type { SIWXMessageData } from '../siwx/types';
import { randomNonce } from '../siwx/default-siwx';
import { createMemoryNonceStore, type NonceStore } from './nonces';

/** Why a sign-in was refused. */
export type SiwxRejection =
  'malformed' | 'domain' | 'uri' | 'chain' | 'expired' | 'not-yet-valid' | 'nonce' | 'signature';

/** A refused sign-in: `reason` says which check failed. */
export class SiwxVerificationError extends Error {
  /** The check that failed. */
  readonly reason: SiwxRejection;

  constructor(reason: SiwxRejection, message: string) {
    super(message);
    this.name = 'SiwxVerificationError';
    this.reason = reason;
  }
}

/** Options of {@link createSiwxServer}. */
export interface SiwxServerOptions {
  /** The domain (host[:port]) messages must name, or several accepted ones. */
  domain: string | readonly string[];
  /** When given, the message's URI must start with this origin. */
  uriOrigin?: string;
  /** CAIP-2 networks accepted (default: any). */
  chains?: readonly string[];
  /** RPC URL per CAIP-2 network, to verify smart-account (ERC-1271 / ERC-6492) signatures. */
  rpcUrls?: Partial<Record<string, string>>;
  /** How long an issued nonce stays usable, in ms (default 10 minutes). */
  nonceTtlMs?: number;
  /** Where nonces are kept (default: in memory). */
  nonces?: NonceStore;
  /** The clock (ms since epoch); for tests. */
  now?: () => number;
}

/** What a host backend gets for a sign-in that passed every check. */
export interface VerifiedSiwx {
  /** The parsed message. */
  data: SIWXMessageData;
  /** The signing address as written in the message. */
  address: string;
  /** The CAIP-2 network of the sign-in. */
  chainId: string;
}

/** The server side of sign-in: nonce issuance and verification. */
export interface SiwxServer {
  /** Issues a fresh nonce that verify() accepts once. */
  issueNonce(): Promise<string>;
  /**
   * Parses and checks a signed message: domain, URI origin, chain, expiration time, not-before,
   * the nonce (issued here and not used before; it is used up on success) and the signature.
   * Throws SiwxVerificationError naming the first failed check.
   */
  verify(input: { message: string; signature: string }): Promise<VerifiedSiwx>;
}

const DEFAULT_NONCE_TTL_MS = 10 * 60 * 1000;

/** A Solana sign-in: a base58 ed25519 signature of the message by the base58 address (its public key). */
function solanaSignatureValid(address: string, message: string, signature: string): boolean {
  const key = base58ToBytes(address);
  const bytes = base58ToBytes(signature);
  if (!key || key.length !== 32 || !bytes || bytes.length !== 64) return false;
  try {
    return ed25519.verify(bytes, new TextEncoder().encode(message), key);
  } catch {
    return false;
  }
}

async function signatureValid(data: SIWXMessageData, message: string, signature: string, rpcUrl?: string) {
  if (data.chainId.startsWith('solana:'))
    return solanaSignatureValid(data.accountAddress, message, signature);
  if (data.chainId.startsWith('bip122:'))
    return verifyBitcoinMessage(data.accountAddress, message, signature);
  if (!data.chainId.startsWith('eip155:')) return false;
  const address = data.accountAddress;
  if (!isAddress(address) || !isHex(signature)) return false;
  const args = { address, message, signature } as const;
  if (await verifyMessage(args).catch(() => false)) return true;
  if (!rpcUrl) return false;
  return createPublicClient({ transport: http(rpcUrl) })
    .verifyMessage(args)
    .catch(() => false);
}

/**
 * Creates the sign-in verifier a host backend runs (Node 20+; EVM signatures through viem, Solana
 * ed25519, Bitcoin BIP-322).
 */
export function createSiwxServer(options: SiwxServerOptions): SiwxServer {
  const domains = typeof options.domain === 'string' ? [options.domain] : [...options.domain];
  if (domains.length === 0 || domains.some((domain) => domain === '')) {
    throw new Error('createSiwxServer needs the domain messages must name');
  }
  const nonces = options.nonces ?? createMemoryNonceStore();
  const now = options.now ?? Date.now;
  const ttl = options.nonceTtlMs ?? DEFAULT_NONCE_TTL_MS;
  const reject = (reason: SiwxRejection, message: string): never => {
    throw new SiwxVerificationError(reason, message);
  };

  return {
    issueNonce: async () => {
      const nonce = randomNonce();
      await nonces.add(nonce, now() + ttl);
      return nonce;
    },
    verify: async ({ message, signature }) => {
      if (typeof message !== 'string' || typeof signature !== 'string') {
        return reject('malformed', 'message and signature must be strings');
      }
      let data: SIWXMessageData;
      try {
        data = parseSiwxMessage(message);
      } catch (error) {
        return reject(
          'malformed',
          error instanceof SiwxParseError ? error.message : 'Invalid sign-in message',
        );
      }
      if (!domains.includes(data.domain))
        reject('domain', `The message is for ${data.domain}, not this site`);
      if (options.uriOrigin !== undefined && !data.uri.startsWith(options.uriOrigin)) {
        reject('uri', 'The message URI is not on this site');
      }
      if (options.chains && !options.chains.includes(data.chainId)) {
        reject('chain', `Network ${data.chainId} is not accepted`);
      }
      const at = now();
      if (!isSessionCurrent({ expirationTime: data.expirationTime }, at))
        reject('expired', 'The message has expired');
      if (!isSessionCurrent({ notBefore: data.notBefore }, at))
        reject('not-yet-valid', 'The message is not valid yet');
      const valid = await signatureValid(data, message, signature, options.rpcUrls?.[data.chainId]);
      if (!valid) reject('signature', 'The signature does not match the address');
      if (!(await nonces.consume(data.nonce, at))) reject('nonce', 'Unknown, expired or already used nonce');
      return { data, address: data.accountAddress, chainId: data.chainId };
    },
  };
}
