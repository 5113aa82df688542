const WALLET_NAME = /^[a-zA-Z0-9-]{4,}$/;

/** SPEC §5: a registered wallet name has letters, digits and hyphens only, at least 4 characters. */
export function isValidWalletName(name: unknown): boolean {
  return typeof name === 'string' && WALLET_NAME.test(name);
}
