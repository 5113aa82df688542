// Coinbase Developer Platform API keys sign a short-lived JWT per request (bound to the method,
// host and path). Keys are either an EC P-256 PEM (ES256) or a base64 Ed25519 key (EdDSA).
import { createPrivateKey, randomBytes, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

function importKey(secret: string): { key: KeyObject; alg: 'ES256' | 'EdDSA' } {
  const text = secret.replace(/\\n/g, '\n').trim();
  if (text.startsWith('-----BEGIN')) return { key: createPrivateKey(text), alg: 'ES256' };
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== 64)
    throw new Error('The Coinbase key secret must be an EC PEM or a base64 Ed25519 key (64 bytes)');
  const jwk = {
    kty: 'OKP',
    crv: 'Ed25519',
    d: bytes.subarray(0, 32).toString('base64url'),
    x: bytes.subarray(32).toString('base64url'),
  };
  return { key: createPrivateKey({ key: jwk, format: 'jwk' }), alg: 'EdDSA' };
}

/** Checks a key secret up front (configuration errors show at start-up, not on the first call). */
export function checkCdpKeySecret(secret: string): void {
  importKey(secret);
}

/** A bearer token for one request: valid two minutes, bound to `METHOD host/path`. */
export async function cdpBearerToken(
  keyName: string,
  keySecret: string,
  request: { method: string; url: URL },
  now: Date,
): Promise<string> {
  const { key, alg } = importKey(keySecret);
  const seconds = Math.floor(now.getTime() / 1000);
  return new SignJWT({ uri: `${request.method} ${request.url.host}${request.url.pathname}` })
    .setProtectedHeader({ alg, kid: keyName, typ: 'JWT', nonce: randomBytes(16).toString('hex') })
    .setSubject(keyName)
    .setIssuer('cdp')
    .setNotBefore(seconds)
    .setExpirationTime(seconds + 120)
    .sign(key);
}
