import type { SIWXSession } from './types';

/** Checks the signature of a session for one chain namespace. */
export interface SIWXVerifier {
  /** The namespace this verifier handles (eip155, solana, …). */
  readonly chainNamespace: string;
  /** Resolves whether the session's signature is valid for its address and message. */
  verify(session: SIWXSession): Promise<boolean>;
}

/** What the EVM verifier needs to check smart-account signatures: an RPC URL per CAIP-2 network. */
export interface Eip155VerifierOptions {
  /** The RPC URL for a network (e.g. eip155:8453), or undefined to check EOA signatures only. */
  rpcUrl?: (chainId: string) => string | undefined;
}

/**
 * The EVM verifier: an EIP-191 signature of the address (viem's recovery) is accepted at once;
 * otherwise, with an RPC URL, the chain is asked (ERC-1271 for deployed smart accounts, ERC-6492
 * for counterfactual ones, through viem's public client). viem is loaded on first use.
 */
export function createEip155Verifier(options: Eip155VerifierOptions = {}): SIWXVerifier {
  return {
    chainNamespace: 'eip155',
    verify: async (session) => {
      const { createPublicClient, http, isAddress, isHex, verifyMessage } = await import('viem');
      const address = session.data.accountAddress;
      const signature = session.signature;
      if (!isAddress(address, { strict: false }) || !isHex(signature)) return false;
      const args = { address, message: session.message, signature } as const;
      const eoa = await verifyMessage(args).catch(() => false);
      if (eoa) return true;
      const url = options.rpcUrl?.(session.data.chainId);
      if (!url) return false;
      const client = createPublicClient({ transport: http(url) });
      return client.verifyMessage(args).catch(() => false);
    },
  };
}

/**
 * The Solana verifier: an ed25519 signature (base58) of the message by the address (base58 public
 * key), checked with WebCrypto. Used once Solana connects.
 */
export function createSolanaVerifier(): SIWXVerifier {
  return {
    chainNamespace: 'solana',
    verify: async (session) => {
      const { base58ToBytes } = await import('./base58');
      const key = base58ToBytes(session.data.accountAddress);
      const signature = base58ToBytes(session.signature);
      if (!key || key.length !== 32 || !signature || signature.length !== 64) return false;
      try {
        const subtle = globalThis.crypto.subtle;
        const imported = await subtle.importKey('raw', key, { name: 'Ed25519' }, false, ['verify']);
        return await subtle.verify('Ed25519', imported, signature, new TextEncoder().encode(session.message));
      } catch {
        return false;
      }
    },
  };
}

/**
 * The Bitcoin verifier: a BIP-322 simple signature (P2WPKH, P2TR) or a legacy ECDSA one (base64)
 * of the message by the address. Its code loads on first use.
 */
export function createBip122Verifier(): SIWXVerifier {
  return {
    chainNamespace: 'bip122',
    verify: async (session) => {
      const { verifyBitcoinMessage } = await import('../chains/bip122/message-verify');
      return verifyBitcoinMessage(session.data.accountAddress, session.message, session.signature);
    },
  };
}
