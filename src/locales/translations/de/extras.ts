import type { ExtraMessages } from '../../messages';

/** German: Pay, social login, wallet requests, wallet errors and snackbar fallbacks. Terms: ../../glossary/de.md */
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
  system: {
    unknownError: 'Unbekannter Fehler',
  },
  notices: {
    activityFailed: 'Transaktionen konnten nicht geladen werden',
    secureFrameTitle: 'Sichere Wallet',
    copyLinkFailed: 'Link konnte nicht kopiert werden',
  },
  chainErrors: {
    userRejected: 'Du hast die Anfrage in deiner Wallet abgelehnt.',
    unrecognizedChain:
      'Deine Wallet kennt dieses Netzwerk noch nicht. Füge es in der Wallet hinzu und versuche es erneut.',
    insufficientFunds: 'Nicht genug Guthaben für diese Transaktion und ihr Gas.',
    feeCapTooHigh: 'Die maximale Gebühr pro Gas liegt über dem höchsten erlaubten Wert (2^256-1).',
    feeCapTooLow:
      'Die maximale Gebühr pro Gas liegt unter der aktuellen Basisgebühr. Erhöhe die Gebühr und versuche es erneut.',
    tipAboveFeeCap: 'Die Prioritätsgebühr darf nicht höher sein als die maximale Gebühr pro Gas.',
    nonceTooHigh:
      'Die Nonce der Transaktion ist dem Konto voraus. Warte auf ausstehende Transaktionen oder setze die Nonce zurück.',
    nonceTooLow:
      'Die Nonce der Transaktion wurde schon verwendet. Setze die Nonce in deiner Wallet zurück und versuche es erneut.',
    nonceMaxValue: 'Dieses Konto hat die höchstmögliche Nonce erreicht.',
    intrinsicGasTooHigh: 'Das Gaslimit liegt über dem Gaslimit des Blocks.',
    intrinsicGasTooLow: 'Das Gaslimit ist für diese Transaktion zu niedrig.',
    transactionTypeNotSupported: 'Dieses Netzwerk unterstützt diesen Transaktionstyp nicht.',
    transactionReceiptNotFound: 'Der Beleg der Transaktion ist noch nicht verfügbar.',
    transactionNotFound: 'Die Transaktion wurde nicht gefunden.',
    waitForReceiptTimeout: 'Zeitüberschreitung beim Warten auf die Bestätigung der Transaktion.',
    chainMismatch:
      'Deine Wallet ist in einem anderen Netzwerk als diese Transaktion. Wechsle das Netzwerk und versuche es erneut.',
    chainNotConfigured: 'Dieses Netzwerk ist in der App nicht eingerichtet.',
    invalidChainId: 'Die Wallet hat eine ungültige Chain-ID gemeldet.',
    walletError: 'Die Wallet konnte die Anfrage nicht ausführen.',
    reverted: 'Die Transaktion würde fehlschlagen: Der Vertrag hat sie zurückgewiesen.',
    revertedWithReason: 'Die Transaktion würde fehlschlagen: {reason}.',
  },
  secureErrors: {
    tooManyRequests: 'Zu viele Anfragen von dieser Adresse: Versuche es später erneut',
    cooldown: 'Versuche es in {count, plural, one {# Sekunde} other {# Sekunden}} erneut',
    noCode: 'An diese E-Mail wurde kein Code gesendet: Fordere einen neuen an',
    wrongCode: 'Ungültiger Code: {count, plural, one {noch # Versuch} other {noch # Versuche}}',
    codeExpired: 'Der Code ist abgelaufen: Fordere einen neuen an',
    codeExhausted: 'Zu viele falsche Codes: Fordere einen neuen an',
    codeFormat: 'Der Code hat sechs Ziffern',
    startWithEmail: 'Beginne mit deiner E-Mail-Adresse',
    deviceNotApproved: 'Dieses Gerät ist noch nicht bestätigt: Öffne den Link, den wir dir gemailt haben',
    emailTaken: 'Diese E-Mail wird bereits von einem anderen Konto verwendet',
    emailUnchanged: 'Das ist bereits deine E-Mail',
    noEmailUpdate: 'Es läuft keine E-Mail-Änderung: Beginne von vorn',
    primaryConfirmed:
      'Deine aktuelle E-Mail ist bestätigt: Gib den Code ein, den wir an die neue gesendet haben',
    primaryNotConfirmed: 'Gib zuerst den Code ein, den wir an deine aktuelle E-Mail gesendet haben',
  },
};
