import { ed25519 } from '@noble/curves/ed25519';
import { privateKeyToAccount } from 'viem/accounts';
import { bytesToBase58 } from '../chains/solana/base58';
import { formatSiwxMessage } from '../siwx/message';
import type { SIWXMessageData } from '../siwx/types';
import { createSiwxServer, SiwxVerificationError, type SiwxRejection } from './verify';

// anvil's first and second dev keys (public test keys).
const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const NOW = Date.parse('2025-01-01T12:00:00.000Z');
const DOMAIN = 'app.example';

function setup() {
  let clock = NOW;
  const server = createSiwxServer({ domain: DOMAIN, uriOrigin: 'https://app.example', now: () => clock });
  return { server, advance: (ms: number) => (clock += ms) };
}

async function signed(nonce: string, patch: Partial<SIWXMessageData> = {}, account = signer) {
  const data: SIWXMessageData = {
    domain: DOMAIN,
    accountAddress: signer.address,
    uri: 'https://app.example/',
    version: '1',
    chainId: 'eip155:31337',
    nonce,
    issuedAt: new Date(NOW).toISOString(),
    expirationTime: new Date(NOW + 60_000).toISOString(),
    ...patch,
  };
  const message = formatSiwxMessage(data);
  return { message, signature: await account.signMessage({ message }) };
}

async function rejection(promise: Promise<unknown>): Promise<SiwxRejection | 'accepted'> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    if (error instanceof SiwxVerificationError) return error.reason;
    throw error;
  }
}

describe('siwx-server', () => {
  test('accepts a correctly signed message with an issued nonce', async () => {
    const { server } = setup();
    const nonce = await server.issueNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/);
    const result = await server.verify(await signed(nonce));
    expect(result.address).toBe(signer.address);
    expect(result.chainId).toBe('eip155:31337');
  });

  test('rejects a wrong domain', async () => {
    const { server } = setup();
    const nonce = await server.issueNonce();
    expect(await rejection(server.verify(await signed(nonce, { domain: 'evil.example' })))).toBe('domain');
  });

  test('rejects an expired message and a message not valid yet', async () => {
    const { server, advance } = setup();
    const nonce = await server.issueNonce();
    const early = await signed(nonce, { notBefore: new Date(NOW + 5_000).toISOString() });
    expect(await rejection(server.verify(early))).toBe('not-yet-valid');
    advance(5_000);
    expect(await rejection(server.verify(early))).toBe('accepted');
    const second = await server.issueNonce();
    const message = await signed(second);
    advance(60_000);
    expect(await rejection(server.verify(message))).toBe('expired');
  });

  test('rejects an unknown nonce, a replayed nonce and an expired nonce', async () => {
    const { server, advance } = setup();
    expect(await rejection(server.verify(await signed('neverIssued123')))).toBe('nonce');
    const nonce = await server.issueNonce();
    const message = await signed(nonce);
    expect(await rejection(server.verify(message))).toBe('accepted');
    expect(await rejection(server.verify(message))).toBe('nonce');
    const late = await server.issueNonce();
    advance(10 * 60 * 1000);
    expect(
      await rejection(
        server.verify(await signed(late, { expirationTime: new Date(NOW + 3_600_000).toISOString() })),
      ),
    ).toBe('nonce');
  });

  test('rejects a wrong signature without using up the nonce', async () => {
    const { server } = setup();
    const nonce = await server.issueNonce();
    const byOther = await signed(nonce, {}, other);
    expect(await rejection(server.verify(byOther))).toBe('signature');
    expect(await rejection(server.verify({ ...byOther, signature: '0x1234' }))).toBe('signature');
    expect(await rejection(server.verify(await signed(nonce)))).toBe('accepted');
  });

  test('rejects malformed input and a URI off the site', async () => {
    const { server } = setup();
    expect(await rejection(server.verify({ message: 'hello', signature: '0x' }))).toBe('malformed');
    expect(
      await rejection(
        server.verify({ message: 1, signature: 2 } as unknown as { message: string; signature: string }),
      ),
    ).toBe('malformed');
    const nonce = await server.issueNonce();
    expect(await rejection(server.verify(await signed(nonce, { uri: 'https://evil.example/' })))).toBe('uri');
    expect(() => createSiwxServer({ domain: '' })).toThrow('needs the domain');
  });
});

describe('siwx-server, Solana sign-ins (ed25519)', () => {
  const secret = new Uint8Array(32).fill(9);
  const address = bytesToBase58(ed25519.getPublicKey(secret));
  const solanaMessage = (nonce: string): string =>
    formatSiwxMessage({
      domain: DOMAIN,
      accountAddress: address,
      uri: 'https://app.example/',
      version: '1',
      chainId: 'solana:7KjmBSZaMZJ6KEZ7w8XkEnFZqY67sYa8',
      nonce,
      issuedAt: new Date(NOW).toISOString(),
      expirationTime: new Date(NOW + 60_000).toISOString(),
    });
  const sign = (message: string, key = secret): string =>
    bytesToBase58(ed25519.sign(new TextEncoder().encode(message), key));

  test('accepts a message signed by the address key', async () => {
    const { server } = setup();
    const message = solanaMessage(await server.issueNonce());
    expect(message).toContain('wants you to sign in with your Solana account');
    const result = await server.verify({ message, signature: sign(message) });
    expect(result).toMatchObject({ address, chainId: 'solana:7KjmBSZaMZJ6KEZ7w8XkEnFZqY67sYa8' });
  });

  test('refuses another key, another message, a hex or cut signature, and keeps the nonce', async () => {
    const { server } = setup();
    const nonce = await server.issueNonce();
    const message = solanaMessage(nonce);
    const good = sign(message);
    for (const signature of [
      sign(message, new Uint8Array(32).fill(8)),
      sign(`${message} `),
      `0x${'ab'.repeat(64)}`,
      good.slice(0, 40),
      '',
    ])
      expect(await rejection(server.verify({ message, signature }))).toBe('signature');
    expect((await server.verify({ message, signature: good })).address).toBe(address);
  });
});
