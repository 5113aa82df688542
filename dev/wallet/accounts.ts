import { mnemonicToAccount, type HDAccount } from 'viem/accounts';

/** The well-known dev mnemonic whose accounts anvil funds. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/** How many dev accounts the wallet offers. */
export const DEV_ACCOUNT_COUNT = 5;

/** True when `index` picks one of the dev accounts (an integer from 0 to DEV_ACCOUNT_COUNT - 1). */
export const isAccountIndex = (index: unknown): index is number =>
  typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < DEV_ACCOUNT_COUNT;

/**
 * The dev accounts, derived on first use and cached: each derivation runs the BIP-39 key stretch,
 * which is too slow to do five times while a page is loading.
 */
export class DevAccounts {
  private readonly derived = new Map<number, HDAccount>();

  constructor(private readonly mnemonic: string = DEV_MNEMONIC) {}

  /** The local account at `index` (throws a RangeError outside 0..DEV_ACCOUNT_COUNT-1). */
  get(index: number): HDAccount {
    if (!isAccountIndex(index))
      throw new RangeError(
        `Account index must be an integer from 0 to ${DEV_ACCOUNT_COUNT - 1}, got ${String(index)}`,
      );
    let account = this.derived.get(index);
    if (!account) {
      account = mnemonicToAccount(this.mnemonic, { addressIndex: index });
      this.derived.set(index, account);
    }
    return account;
  }
}
