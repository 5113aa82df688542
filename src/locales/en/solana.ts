/** Strings of the Solana client: what users see when a Solana wallet or node call fails. */
export const solanaText = {
  /** A wallet refused a request (code 4001, or its rejection message). */
  userRejected: 'You rejected the request in your wallet.',
  /** The wallet offers neither way to sign transactions. */
  cannotSignTransactions: (wallet: string) => `${wallet} cannot sign Solana transactions.`,
  /** The wallet cannot sign messages. */
  cannotSignMessages: (wallet: string) => `${wallet} cannot sign messages.`,
  /** The wallet answered without a signature. */
  noSignature: (wallet: string) => `${wallet} returned no signature.`,
  /** A receiver or mint that is not a base58 public key. */
  invalidAddress: (address: string) =>
    `"${address}" is not a Solana address: expected base58 text of a 32-byte public key.`,
  /** The mint address of a token is not a mint on this network. */
  notAMint: (mint: string) => `${mint} is not a token mint on this network.`,
  /** An amount with more decimal places than the token has, or not a positive number. */
  invalidAmount: (amount: string) => `Invalid amount "${amount}".`,
  /** A network of another chain family was handed to the Solana client. */
  notASolanaNetwork: (name: string) => `${name} is not a Solana network.`,
  /** The host handed getProvider('solana') something that is not a transaction. */
  notATransaction: 'Expected a transaction: a Uint8Array of wire bytes, or an object with serialize().',
} as const;
