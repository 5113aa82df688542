import type { ExtraMessages } from '../../messages';

/** German: Pay, social login and wallet requests. Terms: ../../glossary/de.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'Zahlungsanforderung',
    to: 'An',
    network: 'Netzwerk',
    balance: 'Dein Guthaben: {amount}',
    loading: 'Guthaben wird gelesen',
    confirm: '{amount} zahlen',
    paying: 'Zahlung läuft',
    swapFirst: 'Du hast nicht genug {symbol}. Tausche zuerst einen Token, den du hast, und zahle dann:',
    swapOption: '{amountIn} gegen mindestens {amountOut} tauschen',
    findingSwaps: 'Tausch wird gesucht',
    swapAndPay: 'Tauschen und zahlen',
    swapping: 'Tausch läuft',
    connect: 'Verbinde eine Wallet, um zu zahlen',
    connectButton: 'Wallet verbinden',
    switchNetwork: 'Zu {name} wechseln',
    paid: '{amount} gezahlt',
    cancel: 'Abbrechen',
    errors: {
      notConnected: 'Verbinde zuerst eine Wallet im Zahlungsnetzwerk',
      rejected: 'Du hast die Zahlung in deiner Wallet abgelehnt',
      insufficientFunds: 'Guthaben reicht nicht aus: nicht genug {symbol} für diese Zahlung',
      insufficientFundsAny: 'Guthaben reicht für diese Zahlung nicht aus',
      noSwap:
        'Guthaben reicht nicht aus: Du kannst {amount} nicht zahlen, und kein Token, den du hast, lässt sich gegen den Rest tauschen',
      closed: 'Die Zahlung wurde abgebrochen: Das Fenster wurde geschlossen',
    },
  },
  social: {
    continueWith: 'Weiter mit {name}',
    more: 'Weitere Anmeldeoptionen',
    listLabel: 'Mit einem Social-Konto anmelden',
    connecting: {
      title: 'Mit {name} anmelden',
      waiting: 'Fahre im geöffneten Fenster fort',
      retry: 'Erneut versuchen',
      checking: 'Du wirst angemeldet',
    },
    errors: {
      popupBlocked: 'Erlaube Pop-ups für diese Seite, um dich mit {name} anzumelden',
      popupClosed: 'Das Anmeldefenster wurde geschlossen, bevor du fertig warst',
    },
    farcaster: {
      title: 'Scanne diesen QR-Code mit deinem Handy',
      description: 'Oder öffne den Link in der Farcaster-App, um dich anzumelden',
      openApp: 'In der Farcaster-App öffnen',
      copy: 'Link kopieren',
      copied: 'Link kopiert',
      preparing: 'Anmeldung wird vorbereitet',
      qrLabel: 'QR-Code zur Anmeldung mit Farcaster',
    },
    account: {
      signedInWith: 'Angemeldet mit {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'In {wallet} bestätigen',
    waitingText: 'Öffne deine Wallet-App und bestätige oder lehne die Anfrage dort ab.',
    method: 'Anfrage: {method}',
    cancel: 'Abbrechen',
    timedOutTitle: 'Zeitüberschreitung der Anfrage',
    timedOutText:
      '{wallet} hat nicht rechtzeitig geantwortet, daher wurde die Anfrage abgebrochen. Prüfe deine Wallet-App und versuche es erneut.',
    close: 'Schließen',
  },
};
