/** What an address of a Bitcoin wallet is for (AppKit's BitcoinConnector purposes). */
export type AddressPurpose = 'payment' | 'ordinal' | 'stx';

/** One address a Bitcoin wallet shares, as AppKit's `getAccountAddresses` lists it. */
export interface BitcoinAccountAddress {
  address: string;
  purpose: AddressPurpose;
  /** Hex public key, when the wallet shares it. */
  publicKey?: string;
  /** BIP32 path, when the wallet shares it. */
  path?: string;
}

/** How a message is signed: BIP-322 (simple) or the legacy "Bitcoin Signed Message" ECDSA signature. */
export type MessageProtocol = 'bip322' | 'ecdsa';

/** AppKit's `signMessage` parameters. */
export interface SignMessageParams {
  message: string;
  address: string;
  /** Default: BIP-322. */
  protocol?: MessageProtocol;
}

/** One input the wallet signs: the address owning it, its index and the sighash types allowed. */
export interface SignInput {
  address: string;
  index: number;
  sighashTypes?: number[];
}

/** AppKit's `signPSBT` parameters: a base64 PSBT and the inputs to sign. */
export interface SignPsbtParams {
  psbt: string;
  signInputs: SignInput[];
  /** Finalize and broadcast once signed (the answer then has the txid). */
  broadcast?: boolean;
}

/** AppKit's `signPSBT` answer: the signed PSBT (base64) and, when broadcast, the txid. */
export interface SignPsbtResult {
  psbt: string;
  txid?: string;
}

/** AppKit's `sendTransfer` parameters: an amount in satoshis (decimal string) to a recipient address. */
export interface SendTransferParams {
  amount: string;
  recipient: string;
}

/** The provider `getProvider('bip122')` hands the host (AppKit's BitcoinConnector methods). */
export interface BitcoinProvider {
  /** The connected wallet's addresses (payment first, then ordinals). */
  getAccountAddresses(): Promise<BitcoinAccountAddress[]>;
  /** Signs a text message with one of the wallet's addresses; resolves with a base64 signature. */
  signMessage(params: SignMessageParams): Promise<string>;
  /** Signs inputs of a base64 PSBT; with `broadcast`, finalizes and broadcasts it too. */
  signPSBT(params: SignPsbtParams): Promise<SignPsbtResult>;
  /** Sends satoshis from the payment address; resolves with the txid. */
  sendTransfer(params: SendTransferParams): Promise<string>;
}

/**
 * One Bitcoin wallet as the client uses it, whatever protocol it speaks (Wallet Standard,
 * Sats Connect). Errors a user caused (rejection) keep the wallet's message.
 */
export interface BitcoinWalletAdapter {
  /** The connector id shown in the Connect view. */
  readonly id: string;
  readonly name: string;
  readonly icon: string | undefined;
  /** Asks the wallet for its addresses (prompting the user). */
  connect(): Promise<BitcoinAccountAddress[]>;
  /** The addresses of an earlier authorization, without a prompt; undefined when there is none. */
  restore(): Promise<BitcoinAccountAddress[] | undefined>;
  /** Signs a message; resolves with the base64 signature. */
  signMessage(params: SignMessageParams): Promise<string>;
  /** Signs the listed inputs of a PSBT; resolves with the signed PSBT bytes. */
  signPsbt(psbt: Uint8Array, inputs: SignInput[]): Promise<Uint8Array>;
  /** Ends the wallet's authorization where the protocol allows it. */
  disconnect(): Promise<void>;
  /** Calls back when the wallet's addresses change (empty: it disconnected); returns the unsubscribe function. */
  onAccountsChanged(listener: (accounts: BitcoinAccountAddress[]) => void): () => void;
  /**
   * Asks the wallet for its addresses again (a WalletConnect wallet answers `getAccountAddresses`);
   * without it the addresses of the connection are used.
   */
  accountAddresses?(): Promise<BitcoinAccountAddress[]>;
  /**
   * Has the wallet build, sign and broadcast a transfer itself (WalletConnect `sendTransfer`);
   * resolves with the txid. Without it the client builds the PSBT and the wallet signs it.
   */
  sendTransfer?(params: { recipient: string; amount: bigint }): Promise<string>;
}
