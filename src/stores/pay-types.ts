/** What a payment request asks for (`open({ view: 'Pay', arguments })` or the instance's `pay()`). */
export interface PayArguments {
  /** The address that receives the payment. */
  recipient: string;
  /** The amount in the asset's display units (e.g. '5' for 5 tUSD). */
  amount: string | number;
  /** The asset: 'native', a token symbol the kit knows on that network, or a token contract address. */
  asset: string;
  /** The CAIP network id the payment settles on (e.g. 'eip155:8453'); the active network when absent. */
  network?: string;
}

/** What a settled payment hands back to the host. */
export interface PayResult {
  /** The payment transaction's hash (the transfer to the recipient). */
  hash: string;
  /** The swap transaction's hash, when a swap ran first to get the asset. */
  swapHash?: string;
}

/** Why a payment did not happen. */
export type PayErrorCode =
  | 'disabled'
  | 'invalid-request'
  | 'not-connected'
  | 'insufficient-funds'
  | 'rejected'
  | 'cancelled'
  | 'failed';

/** A payment failure the host's promise rejects with: a code to branch on and a message to show. */
export class PayError extends Error {
  override name = 'PayError';
  /** What went wrong. */
  readonly code: PayErrorCode;

  constructor(code: PayErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
