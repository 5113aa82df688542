import { devSolanaKeypair } from '../solana/dev-keys';
import { devSolanaKey } from './keys';

describe('dev Solana wallet keys', () => {
  it.each([0, 1, 4])('derive the address the local chain funds for dev key %i', (index) => {
    expect(devSolanaKey(index).address).toBe(devSolanaKeypair(index).publicKey.toBase58());
  });
});
