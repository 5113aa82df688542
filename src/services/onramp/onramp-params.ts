/** What every onramp popup URL is built from: who receives, on which network, which asset, paid how. */
export interface OnrampRequest {
  /** The receiving address (the connected account). */
  address: string;
  /** 'eip155' or 'solana'. */
  namespace: 'eip155' | 'solana';
  /** The EVM chain id (eip155 only). */
  chainId?: number;
  /** The asset to buy, by symbol (ETH, USDC, SOL…). */
  asset: string;
  /** ISO 4217 fiat code (USD, EUR…). */
  fiatCurrency: string;
  /** A preset fiat amount, as a decimal string. */
  fiatAmount?: string;
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const ASSET = /^[A-Za-z0-9.]{1,16}$/;
const FIAT = /^[A-Z]{3}$/;
const AMOUNT = /^(?:\d+\.?\d*|\.\d+)$/;

/** Checks an onramp request at the boundary; throws an Error naming the bad field. */
export function checkOnrampRequest(request: OnrampRequest): void {
  const addressRule = request.namespace === 'eip155' ? EVM_ADDRESS : SOLANA_ADDRESS;
  if (!addressRule.test(request.address))
    throw new Error(`Invalid ${request.namespace} address for the onramp`);
  if (
    request.namespace === 'eip155' &&
    !(Number.isSafeInteger(request.chainId) && (request.chainId ?? 0) > 0)
  ) {
    throw new Error('An eip155 onramp needs a chain id');
  }
  if (!ASSET.test(request.asset)) throw new Error(`Invalid onramp asset "${request.asset}"`);
  if (!FIAT.test(request.fiatCurrency)) throw new Error(`Invalid fiat currency "${request.fiatCurrency}"`);
  if (request.fiatAmount !== undefined && !AMOUNT.test(request.fiatAmount)) {
    throw new Error(`Invalid fiat amount "${request.fiatAmount}"`);
  }
}

/** Checks a provider key (app id, public key): non-empty, printable, no spaces. */
export function checkProviderKey(name: string, key: string | undefined): string {
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,256}$/.test(key))
    throw new Error(`The ${name} onramp key is missing or invalid`);
  return key;
}
