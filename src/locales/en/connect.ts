/** Strings of the connect area (Connect, AllWallets, ConnectingExternal and WhatIsAWallet views). */
export const connect = {
  list: {
    /** Accessible name of the connect view's wallet list. */
    label: 'Wallets',
    installed: 'Installed',
    recent: 'Recent',
    /** Second line of a wallet that is not installed: choosing it opens its download page. */
    notInstalled: 'Not installed · get it',
    /** Second line of a wallet without any link to go to. */
    unavailable: 'Not available in this browser',
    allWallets: 'All Wallets',
    /** The tag of the all-wallets row: how many wallets the list holds. */
    allWalletsCount: (count: number) => (count > 999 ? `${Math.floor(count / 100) * 100}+` : String(count)),
    whatIsAWallet: 'What is a wallet?',
    /** The row that opens ConnectWallets when the wallets are collapsed (SPEC §3 collapseWallets). */
    continueWithWallet: 'Continue with a wallet',
  },
  legal: {
    checkboxPrefix: 'I agree to the',
    terms: 'Terms of Service',
    and: 'and',
    privacy: 'Privacy Policy',
    /** Shown while the box is unchecked: why the wallets are disabled. */
    hint: 'Accept the terms to choose a wallet.',
  },
  allWallets: {
    searchLabel: 'Search wallets',
    searchPlaceholder: 'Search wallet',
    listLabel: 'All wallets',
    loading: 'Loading wallets',
    /** Announced to screen readers after the list changes. */
    count: (count: number) => (count === 1 ? '1 wallet' : `${count} wallets`),
    noResultsTitle: 'No wallet found',
    noResultsDescription: (query: string) => `Nothing matches “${query}”. Try another name.`,
    /** Prefix of the note shown when the host's remote registry failed. */
    registryError: 'The wallet list could not be loaded:',
  },
  connecting: {
    continueIn: (wallet: string) => `Continue in ${wallet}`,
    waitingDescription: 'Accept the connection request in your wallet.',
    connected: 'Connected',
    failedTitle: 'Connection failed',
    /** When the wallet gave no reason. */
    failedFallback: 'The wallet did not connect. Try again.',
    retry: 'Retry',
    noWallet: 'No wallet chosen. Go back and pick one.',
  },
  whatIsAWallet: {
    sections: [
      {
        title: 'A home for your digital assets',
        body: 'A wallet holds the keys to your tokens and NFTs, so you can store, send and receive them.',
      },
      {
        title: 'One login for every app',
        body: 'Instead of a new username and password, you connect your wallet and approve each request yourself.',
      },
      {
        title: 'You stay in control',
        body: 'Apps never see your keys: every signature and transaction needs your approval in the wallet.',
      },
    ],
    getWallet: 'Get a wallet',
    getWalletUrl: 'https://ethereum.org/en/wallets/find-wallet/',
  },
} as const;
