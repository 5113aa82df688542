import { untranslated } from '../messages';
import { icu } from '../icu';
import { localized } from '../localize';
/** Strings of the wallet area: what users see when a wallet or RPC call fails. */
export const wallet = localized(['wallet'], {
  /** SPEC §8: the snackbar after a failed or declined signature. */
  signatureDeclined: 'Signature declined',
  /** SPEC §6: the UI text for a method on neither RPC list. */
  actionNotAllowed: 'Action not allowed',
  /** A connector id that no wallet in this page answers to. */
  walletNotFound: icu<[name: string]>(
    '{name} was not found in this browser. Install it or pick another wallet.',
    'name',
  ),
  /** A request while no wallet is connected. */
  notConnected: 'Connect a wallet first.',
  /** The wallet connected but shared no account. */
  noAccounts: 'The wallet did not share an account.',
  /** The host-facing provider got something that is not `{ method, params? }`. */
  invalidRequest: untranslated('Expected a request object { method: string, params?: array | object }'),
  /** A network of another chain family was handed to the EVM client. */
  notAnEvmNetwork: (name: string) => `${name} is not an EVM network.`,
  /** A Bitcoin wallet shared no payment address. */
  noPaymentAddress: 'The wallet did not share a Bitcoin payment address.',
  /** A Bitcoin wallet's address belongs to another network than the app's. */
  addressOfOtherNetwork: icu<[address: string, network: string]>(
    "The wallet's address {address} is not a {network} address. Switch the wallet to {network}.",
    'address',
    'network',
  ),
  /** A network of another chain family was handed to the Bitcoin client. */
  notABitcoinNetwork: (name: string) => `${name} is not a Bitcoin network.`,
} as const);
