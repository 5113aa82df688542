import { createPublicKey, verify } from 'node:crypto';
import { z } from 'zod';
import { decodeBase58, encodeBase58 } from './base58';

// did:key for an Ed25519 key: "did:key:z" + base58btc(multicodec 0xed 0x01 + 32-byte public key).
const DID_KEY_PREFIX = 'did:key:z';
const ED25519_MULTICODEC = [0xed, 0x01] as const;
const ED25519_KEY_BYTES = 32;
/** Tolerated clock difference between a client and the relay when checking `iat`. */
const CLOCK_SKEW_SECONDS = 60;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'Expected base64url text');

const HeaderSchema = z.strictObject({ alg: z.literal('EdDSA'), typ: z.literal('JWT') });

const PayloadSchema = z.strictObject({
  iss: z.string().startsWith(DID_KEY_PREFIX, 'Expected a did:key issuer'),
  sub: z.string().min(1),
  aud: z.string().min(1),
  iat: z.number().int().nonnegative(),
  exp: z.number().int().positive(),
});

/** Who a verified relay JWT says the client is. */
export interface RelayClientIdentity {
  /** The client id: the JWT issuer, a did:key of the client's Ed25519 key. */
  clientId: string;
  /** The JWT audience: the relay URL the client thinks it talks to. */
  audience: string;
}

/** Thrown when a connection's `auth` JWT is missing, malformed, badly signed or expired. */
export class RelayAuthError extends Error {
  override name = 'RelayAuthError';
}

/** Encodes a raw Ed25519 public key as the did:key that WalletConnect uses as client id. */
export function encodeDidKey(publicKey: Uint8Array): string {
  if (publicKey.length !== ED25519_KEY_BYTES) throw new RelayAuthError('An Ed25519 public key has 32 bytes');
  return DID_KEY_PREFIX + encodeBase58(Uint8Array.from([...ED25519_MULTICODEC, ...publicKey]));
}

/** Decodes a did:key issuer back to the raw 32-byte Ed25519 public key. */
export function decodeDidKey(did: string): Uint8Array {
  if (!did.startsWith(DID_KEY_PREFIX)) throw new RelayAuthError('The issuer is not a base58btc did:key');
  let bytes: Uint8Array;
  try {
    bytes = decodeBase58(did.slice(DID_KEY_PREFIX.length));
  } catch (error) {
    throw new RelayAuthError(`The issuer is not valid base58: ${(error as Error).message}`);
  }
  if (bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) {
    throw new RelayAuthError('The issuer key is not an Ed25519 key');
  }
  const key = bytes.slice(ED25519_MULTICODEC.length);
  if (key.length !== ED25519_KEY_BYTES) throw new RelayAuthError('The issuer key is not 32 bytes long');
  return key;
}

function decodeSegment<T>(segment: string, schema: z.ZodType<T>, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    throw new RelayAuthError(`The JWT ${what} is not base64url JSON`);
  }
  const result = schema.safeParse(value);
  if (!result.success)
    throw new RelayAuthError(`The JWT ${what} is invalid: ${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * Verifies the relay JWT a WalletConnect client puts in the `auth` query parameter
 * (EdDSA over "header.payload", signed by the key its did:key issuer names) and checks its times.
 */
export function verifyRelayJwt(jwt: string, nowMs: number): RelayClientIdentity {
  const segments = jwt.split('.');
  if (segments.length !== 3 || !segments.every((part) => base64url.safeParse(part).success)) {
    throw new RelayAuthError('The auth JWT must be three base64url segments');
  }
  const [headerText, payloadText, signatureText] = segments as [string, string, string];
  decodeSegment(headerText, HeaderSchema, 'header');
  const payload = decodeSegment(payloadText, PayloadSchema, 'payload');

  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(decodeDidKey(payload.iss)).toString('base64url') },
    format: 'jwk',
  });
  const signed = Buffer.from(`${headerText}.${payloadText}`, 'utf8');
  if (!verify(null, signed, publicKey, Buffer.from(signatureText, 'base64url'))) {
    throw new RelayAuthError('The JWT signature does not match its issuer');
  }

  const nowSeconds = Math.floor(nowMs / 1000);
  if (payload.exp <= nowSeconds) throw new RelayAuthError('The JWT has expired');
  if (payload.iat > nowSeconds + CLOCK_SKEW_SECONDS)
    throw new RelayAuthError('The JWT is issued in the future');
  return { clientId: payload.iss, audience: payload.aud };
}
