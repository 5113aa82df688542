import { deriveEd25519, devSolanaKeypair, devSolanaKeypairs } from './dev-keys';
import { testMintKeypair } from './seed';

describe('dev Solana keys', () => {
  // SLIP-0010 test vector 1 for ed25519 (seed 000102…0f).
  const seed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');

  it('derives SLIP-0010 ed25519 keys as the specification’s test vector', () => {
    expect(deriveEd25519(seed, []).key.toString('hex')).toBe(
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    );
    expect(deriveEd25519(seed, []).chainCode.toString('hex')).toBe(
      '90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb',
    );
    expect(deriveEd25519(seed, [0]).key.toString('hex')).toBe(
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    );
  });

  it('gives five distinct, stable keys and a separate mint key', () => {
    const keys = devSolanaKeypairs().map((key) => key.publicKey.toBase58());
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(5);
    expect(keys[0]).toBe(devSolanaKeypair(0).publicKey.toBase58());
    expect(keys).not.toContain(testMintKeypair().publicKey.toBase58());
  });
});
