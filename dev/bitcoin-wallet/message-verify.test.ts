import { Verifier } from 'bip322-js';
import { p2tr, p2wpkh } from '@scure/btc-signer';
import { hexToBytes } from '@noble/hashes/utils';
import { base64 } from '@scure/base';
import { verifyBitcoinMessage } from '../../src/chains/bip122/message-verify';
import type { CaipNetworkId } from '../../src/chains/caip';
import { createDefaultSiwx } from '../../src/siwx/default-siwx';
import type { SIWXSession } from '../../src/siwx/types';
import { createSiwxServer, SiwxVerificationError } from '../../src/siwx-server/verify';
import { devBitcoinAccount } from '../bitcoin/dev-keys';
import { REGTEST } from '../bitcoin/regtest';
import { signBip322, signLegacy, type MessageKey } from './message-signing';

// The kit's Bitcoin message verifier (sign-in with Bitcoin) against the dev keys' signatures, each
// verdict cross-checked with bip322-js, an independent implementation.

const account = devBitcoinAccount(0);
const other = devBitcoinAccount(1);
const paymentKey: MessageKey = {
  script: p2wpkh(hexToBytes(account.payment.publicKey), REGTEST).script,
  privateKey: account.payment.privateKey,
};
const ordinalsPublic = hexToBytes(account.ordinals.publicKey).subarray(1);
const ordinalsKey: MessageKey = {
  script: p2tr(ordinalsPublic, undefined, REGTEST).script,
  privateKey: account.ordinals.privateKey,
  tapInternalKey: ordinalsPublic,
};
const MESSAGE = 'example.com wants you to sign in with your Bitcoin account:';

/** Our verdict, after checking bip322-js gives the same one. */
function verdict(address: string, message: string, signature: string): boolean {
  const ours = verifyBitcoinMessage(address, message, signature);
  let theirs: boolean;
  try {
    theirs = Verifier.verifySignature(address, message, signature);
  } catch {
    theirs = false;
  }
  expect({ address, message, ours }).toEqual({ address, message, ours: theirs });
  return ours;
}

describe('verifyBitcoinMessage', () => {
  test('BIP-322 simple: P2WPKH and P2TR signatures verify; another message or address does not', () => {
    const payment = signBip322(MESSAGE, paymentKey);
    const ordinals = signBip322(MESSAGE, ordinalsKey);
    expect(verdict(account.payment.address, MESSAGE, payment)).toBe(true);
    expect(verdict(account.ordinals.address, MESSAGE, ordinals)).toBe(true);
    expect(verdict(account.payment.address, `${MESSAGE}.`, payment)).toBe(false);
    expect(verdict(other.payment.address, MESSAGE, payment)).toBe(false);
    expect(verdict(account.ordinals.address, `${MESSAGE}.`, ordinals)).toBe(false);
    expect(verdict(other.ordinals.address, MESSAGE, ordinals)).toBe(false);
    // A P2WPKH witness offered for the Taproot address, and the other way round.
    expect(verdict(account.ordinals.address, MESSAGE, payment)).toBe(false);
    expect(verdict(account.payment.address, MESSAGE, ordinals)).toBe(false);
  });

  test('legacy ECDSA (BIP-137 header): verifies for the signing address only', () => {
    const legacy = signLegacy(MESSAGE, paymentKey);
    expect(verdict(account.payment.address, MESSAGE, legacy)).toBe(true);
    expect(verdict(account.payment.address, 'another message', legacy)).toBe(false);
    expect(verdict(other.payment.address, MESSAGE, legacy)).toBe(false);
  });

  test('malformed signatures and addresses are false, never a throw', () => {
    const payment = signBip322(MESSAGE, paymentKey);
    const bytes = base64.decode(payment);
    bytes[10] = (bytes[10] as number) ^ 0xff;
    const garbage = ['', 'not base64!', base64.encode(Uint8Array.of(1, 2, 3)), base64.encode(bytes)];
    for (const signature of garbage)
      expect(verifyBitcoinMessage(account.payment.address, MESSAGE, signature)).toBe(false);
    expect(verifyBitcoinMessage('bcrt1qnot-an-address', MESSAGE, payment)).toBe(false);
    expect(verifyBitcoinMessage('', MESSAGE, payment)).toBe(false);
  });
});

describe('sign in with Bitcoin (SIWX)', () => {
  const REGTEST_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as CaipNetworkId;
  const memory = () => {
    const sessions: SIWXSession[] = [];
    return {
      add: async (session: SIWXSession) => void sessions.push(session),
      set: async (next: SIWXSession[]) => void sessions.splice(0, sessions.length, ...next),
      get: async (chainId: string, address: string) =>
        sessions.filter((item) => item.data.chainId === chainId && item.data.accountAddress === address),
      delete: async () => undefined,
    };
  };

  test('the default siwx writes a Bitcoin message and keeps a BIP-322 signed session; a bad signature is refused', async () => {
    const siwx = createDefaultSiwx({ domain: 'example.com', uri: 'https://example.com/', storage: memory() });
    const data = await siwx.createMessage({
      chainId: REGTEST_CHAIN,
      accountAddress: account.payment.address,
    });
    const message = data.toString();
    expect(message.split('\n')[0]).toBe('example.com wants you to sign in with your Bitcoin account:');
    expect(message).toContain('Chain ID: 0f9188f13cb7b2c71f2a335e3a4fc328');
    const { toString: _text, ...fields } = data;
    const session = { data: fields, message, signature: signBip322(message, paymentKey) };
    await siwx.addSession(session);
    expect(await siwx.getSessions(REGTEST_CHAIN, account.payment.address)).toHaveLength(1);
    await expect(
      siwx.addSession({ ...session, signature: signBip322(`${message} `, paymentKey) }),
    ).rejects.toThrow('Invalid signature');
  });

  test('the server helper accepts BIP-322 and legacy signatures of its nonce once, and names a bad signature', async () => {
    const server = createSiwxServer({ domain: 'example.com', chains: [REGTEST_CHAIN] });
    const siwx = createDefaultSiwx({
      domain: 'example.com',
      uri: 'https://example.com/',
      getNonce: () => server.issueNonce(),
    });
    for (const [key, address, sign] of [
      [paymentKey, account.payment.address, signBip322],
      [ordinalsKey, account.ordinals.address, signBip322],
      [paymentKey, account.payment.address, signLegacy],
    ] as const) {
      const message = (
        await siwx.createMessage({ chainId: REGTEST_CHAIN, accountAddress: address })
      ).toString();
      const signature = sign(message, key);
      await expect(server.verify({ message, signature })).resolves.toMatchObject({
        address,
        chainId: REGTEST_CHAIN,
      });
      await expect(server.verify({ message, signature })).rejects.toMatchObject({ reason: 'nonce' });
    }
    const message = (
      await siwx.createMessage({ chainId: REGTEST_CHAIN, accountAddress: account.payment.address })
    ).toString();
    const refused = await server
      .verify({ message, signature: signBip322(message, ordinalsKey) })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SiwxVerificationError);
    expect(refused).toMatchObject({ reason: 'signature' });
  });
});
