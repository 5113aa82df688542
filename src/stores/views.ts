/** Every view the modal's router can show (SPEC §2 plus the flows of DESIGN.md). */
export const VIEW_NAMES = [
  'Connect',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'ConnectWallets',
  'ConnectSocials',
  'SIWXSignMessage',
  'UnsupportedChain',
  'ApproveTransaction',
  'WalletRequest',
  'Account',
  'AccountSettings',
  'AllWallets',
  'Networks',
  'SwitchNetwork',
  'SwitchAddress',
  'WhatIsAWallet',
  'WhatIsANetwork',
  'GetWallet',
  'Downloads',
  'EmailLogin',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'UpgradeEmailWallet',
  'Profile',
  'Transactions',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
  'OnRampProviders',
  'OnRampActivity',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'Pay',
] as const;

/** A view name of the router. */
export type ViewName = (typeof VIEW_NAMES)[number];

/** Whether a string names a known view. */
export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && (VIEW_NAMES as readonly string[]).includes(value);
}
