import type { ExtraMessages } from '../../messages';

/** Dutch: Pay, social login and wallet requests. Terms: ../../glossary/nl.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'Betaalverzoek',
    to: 'Aan',
    network: 'Netwerk',
    balance: 'Je saldo: {amount}',
    loading: 'Saldo wordt gelezen',
    confirm: '{amount} betalen',
    paying: 'Bezig met betalen',
    swapFirst: 'Je hebt niet genoeg {symbol}. Swap eerst een token die je hebt en betaal daarna:',
    swapOption: '{amountIn} swappen voor minstens {amountOut}',
    findingSwaps: 'Swap zoeken',
    swapAndPay: 'Swappen en betalen',
    swapping: 'Bezig met swappen',
    connect: 'Koppel een wallet om te betalen',
    connectButton: 'Wallet koppelen',
    switchNetwork: 'Overschakelen naar {name}',
    paid: '{amount} betaald',
    cancel: 'Annuleren',
    errors: {
      notConnected: 'Koppel eerst een wallet op het betaalnetwerk',
      rejected: 'Je hebt de betaling in je wallet geweigerd',
      insufficientFunds: 'Onvoldoende saldo: niet genoeg {symbol} voor deze betaling',
      insufficientFundsAny: 'Onvoldoende saldo voor deze betaling',
      noSwap:
        'Onvoldoende saldo: je kunt {amount} niet betalen en geen token die je hebt kan voor de rest worden geswapt',
      closed: 'De betaling is geannuleerd: het venster is gesloten',
    },
  },
  social: {
    continueWith: 'Doorgaan met {name}',
    more: 'Meer inlogopties',
    listLabel: 'Inloggen met een sociaal account',
    connecting: {
      title: 'Inloggen met {name}',
      waiting: 'Ga verder in het venster dat is geopend',
      retry: 'Opnieuw proberen',
      checking: 'Je wordt ingelogd',
    },
    errors: {
      popupBlocked: 'Sta pop-ups toe voor deze site om in te loggen met {name}',
      popupClosed: 'Het inlogvenster is gesloten voordat je klaar was',
    },
    farcaster: {
      title: 'Scan deze QR-code met je telefoon',
      description: 'Of open de link in de Farcaster-app om in te loggen',
      openApp: 'Openen in de Farcaster-app',
      copy: 'Link kopiëren',
      copied: 'Link gekopieerd',
      preparing: 'Inloggen wordt voorbereid',
      qrLabel: 'QR-code om in te loggen met Farcaster',
    },
    account: {
      signedInWith: 'Ingelogd met {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'Goedkeuren in {wallet}',
    waitingText: 'Open je wallet-app en keur het verzoek daar goed of af.',
    method: 'Verzoek: {method}',
    cancel: 'Annuleren',
    timedOutTitle: 'Verzoek verlopen',
    timedOutText:
      '{wallet} heeft niet op tijd geantwoord, dus het verzoek is geannuleerd. Controleer je wallet-app en probeer het opnieuw.',
    close: 'Sluiten',
  },
};
