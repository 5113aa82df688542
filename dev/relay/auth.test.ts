import { decodeDidKey, encodeDidKey, RelayAuthError, verifyRelayJwt } from './auth';
import { decodeBase58, encodeBase58 } from './base58';
import { createIdentity, signRelayJwt } from './testing/raw-client';

// Produced by @walletconnect/relay-auth 1.1 (the library the clients sign with):
// generateKeyPair(32 bytes of 7) and signJWT('a1b2c3', 'ws://127.0.0.1:8555', 86400, keyPair, 1700000000).
const LIBRARY_PUBLIC_KEY = 'ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c';
const LIBRARY_DID = 'did:key:z6MkvDqGT54cXesYGvABpF1UapVNwjCqRcafi4Px6Thv5T3Z';
const LIBRARY_JWT =
  'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJkaWQ6a2V5Ono2TWt2RHFHVDU0Y1hlc1lHdkFCcEYxVWFwVk53akNxUmNhZmk0UHg2VGh2NVQzWiIsInN1YiI6ImExYjJjMyIsImF1ZCI6IndzOi8vMTI3LjAuMC4xOjg1NTUiLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6MTcwMDA4NjQwMH0.4QOomk2eqpaHrN-Cj-UJh4lPObndi6I2MM2wHbf8oAMoobdWG3EcVMCRp5-8SXZmCB23DoAX2VUn_mrv4uKtCA';
const LIBRARY_JWT_IAT_MS = 1_700_000_000_000;

describe('base58', () => {
  it('round-trips bytes, keeping leading zero bytes as "1"s', () => {
    const bytes = Uint8Array.from([0, 0, 1, 2, 255, 16]);
    expect(encodeBase58(bytes).startsWith('11')).toBe(true);
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes);
    expect(encodeBase58(new Uint8Array())).toBe('');
  });

  it('rejects characters outside the alphabet', () => {
    expect(() => decodeBase58('0OIl')).toThrow(/not a base58 character/);
  });
});

describe('did:key', () => {
  it('matches the client id relay-auth derives from the same key', () => {
    const key = Buffer.from(LIBRARY_PUBLIC_KEY, 'hex');
    expect(encodeDidKey(key)).toBe(LIBRARY_DID);
    expect(Buffer.from(decodeDidKey(LIBRARY_DID)).toString('hex')).toBe(LIBRARY_PUBLIC_KEY);
  });

  it('rejects issuers that are not base58btc Ed25519 did:keys', () => {
    expect(() => decodeDidKey('did:web:example.org')).toThrow(RelayAuthError);
    expect(() => decodeDidKey('did:key:z0OIl')).toThrow(/base58/);
    expect(() =>
      decodeDidKey(`did:key:z${encodeBase58(Uint8Array.from([0x12, 0x00, ...new Uint8Array(32)]))}`),
    ).toThrow(/Ed25519/);
    expect(() => decodeDidKey(`did:key:z${encodeBase58(Uint8Array.from([0xed, 0x01, 1, 2, 3]))}`)).toThrow(
      /32 bytes/,
    );
  });
});

describe('verifyRelayJwt', () => {
  it('accepts a JWT signed by @walletconnect/relay-auth and names its client', () => {
    expect(verifyRelayJwt(LIBRARY_JWT, LIBRARY_JWT_IAT_MS + 1_000)).toEqual({
      clientId: LIBRARY_DID,
      audience: 'ws://127.0.0.1:8555',
    });
  });

  it('rejects it once expired, or when issued in the future', () => {
    expect(() => verifyRelayJwt(LIBRARY_JWT, LIBRARY_JWT_IAT_MS + 86_400_000)).toThrow('The JWT has expired');
    expect(() => verifyRelayJwt(LIBRARY_JWT, LIBRARY_JWT_IAT_MS - 120_000)).toThrow(
      'The JWT is issued in the future',
    );
  });

  it('rejects a JWT whose payload was changed after signing', () => {
    const [header, payload, signature] = LIBRARY_JWT.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect(() => verifyRelayJwt(`${header}.${forged}.${signature}`, LIBRARY_JWT_IAT_MS)).toThrow(
      'The JWT signature does not match its issuer',
    );
  });

  it('rejects a JWT signed by a key other than its issuer', () => {
    const victim = createIdentity();
    const attacker = createIdentity();
    const jwt = signRelayJwt({ clientId: victim.clientId, privateKey: attacker.privateKey });
    expect(() => verifyRelayJwt(jwt, Date.now())).toThrow('The JWT signature does not match its issuer');
    expect(verifyRelayJwt(signRelayJwt(victim), Date.now()).clientId).toBe(victim.clientId);
  });

  it.each([
    ['not three segments', 'a.b', /three base64url segments/],
    ['non-base64url characters', 'a.b+.c', /three base64url segments/],
    [
      'a header that is not JSON',
      `${Buffer.from('{').toString('base64url')}.e30.c2ln`,
      /header is not base64url JSON/,
    ],
  ])('rejects %s', (_what, jwt, reason) => {
    expect(() => verifyRelayJwt(jwt, Date.now())).toThrow(reason);
  });

  it('rejects a header with another algorithm and claims of the wrong shape', () => {
    const identity = createIdentity();
    expect(() =>
      verifyRelayJwt(signRelayJwt(identity, { header: { alg: 'HS256', typ: 'JWT' } }), Date.now()),
    ).toThrow(/header is invalid/);
    expect(() => verifyRelayJwt(signRelayJwt(identity, { iat: -5 }), Date.now())).toThrow(
      /payload is invalid/,
    );
  });
});
