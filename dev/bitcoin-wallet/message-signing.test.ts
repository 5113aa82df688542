import { Verifier } from 'bip322-js';
import { p2tr, p2wpkh } from '@scure/btc-signer';
import { hexToBytes } from '@noble/hashes/utils';
import { devBitcoinAccount } from '../bitcoin/dev-keys';
import { REGTEST } from '../bitcoin/regtest';
import { signBip322, signLegacy, type MessageKey } from './message-signing';

// bip322-js is an independent implementation: what it accepts, a Bitcoin verifier accepts.

const account = devBitcoinAccount(0);
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
const MESSAGE = 'Hello from the w3m-elements demo';

describe('dev wallet message signatures', () => {
  test('a BIP-322 signature of the P2WPKH payment address verifies, and not for another message or address', () => {
    const signature = signBip322(MESSAGE, paymentKey);
    expect(Verifier.verifySignature(account.payment.address, MESSAGE, signature)).toBe(true);
    expect(Verifier.verifySignature(account.payment.address, `${MESSAGE}!`, signature)).toBe(false);
    const other = devBitcoinAccount(1).payment.address;
    expect(Verifier.verifySignature(other, MESSAGE, signature)).toBe(false);
  });

  test('a BIP-322 signature of the P2TR ordinals address verifies', () => {
    const signature = signBip322(MESSAGE, ordinalsKey);
    expect(Verifier.verifySignature(account.ordinals.address, MESSAGE, signature)).toBe(true);
  });

  test('a legacy ECDSA signature of the payment address verifies; Taproot has none', () => {
    const signature = signLegacy(MESSAGE, paymentKey);
    expect(Buffer.from(signature, 'base64')).toHaveLength(65);
    expect(Verifier.verifySignature(account.payment.address, MESSAGE, signature)).toBe(true);
    expect(Verifier.verifySignature(account.payment.address, 'another message', signature)).toBe(false);
    expect(() => signLegacy(MESSAGE, ordinalsKey)).toThrow(
      'Legacy message signatures need a P2WPKH address, not tr',
    );
  });
});
