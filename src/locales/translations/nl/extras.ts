import type { ExtraMessages } from '../../messages';

/** Dutch: Pay, social login, wallet requests, wallet errors and snackbar fallbacks. Terms: ../../glossary/nl.md */
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
  system: {
    unknownError: 'Onbekende fout',
  },
  notices: {
    activityFailed: 'Transacties konden niet worden geladen',
    secureFrameTitle: 'Beveiligde wallet',
    copyLinkFailed: 'Link kopiëren mislukt',
  },
  chainErrors: {
    userRejected: 'Je hebt het verzoek in je wallet geweigerd.',
    unrecognizedChain:
      'Je wallet kent dit netwerk nog niet. Voeg het toe aan je wallet en probeer het opnieuw.',
    insufficientFunds: 'Niet genoeg saldo voor deze transactie en het gas.',
    feeCapTooHigh: 'De maximale vergoeding per gas is hoger dan de hoogst toegestane waarde (2^256-1).',
    feeCapTooLow:
      'De maximale vergoeding per gas is lager dan de huidige basisvergoeding. Verhoog de vergoeding en probeer het opnieuw.',
    tipAboveFeeCap: 'De prioriteitsvergoeding mag niet hoger zijn dan de maximale vergoeding per gas.',
    nonceTooHigh:
      'De nonce van de transactie loopt voor op het account. Wacht op openstaande transacties of reset de nonce.',
    nonceTooLow:
      'De nonce van de transactie is al gebruikt. Reset de nonce in je wallet en probeer het opnieuw.',
    nonceMaxValue: 'Dit account heeft de hoogst mogelijke nonce bereikt.',
    intrinsicGasTooHigh: 'De gaslimiet is hoger dan de gaslimiet van het blok.',
    intrinsicGasTooLow: 'De gaslimiet is te laag voor deze transactie.',
    transactionTypeNotSupported: 'Dit netwerk ondersteunt dit type transactie niet.',
    transactionReceiptNotFound: 'Het ontvangstbewijs van de transactie is nog niet beschikbaar.',
    transactionNotFound: 'De transactie is niet gevonden.',
    waitForReceiptTimeout: 'Time-out bij het wachten op de bevestiging van de transactie.',
    chainMismatch:
      'Je wallet zit op een ander netwerk dan deze transactie. Wissel van netwerk en probeer het opnieuw.',
    chainNotConfigured: 'Dit netwerk is niet ingesteld in de app.',
    invalidChainId: 'De wallet meldde een ongeldige chain-ID.',
    walletError: 'De wallet kon het verzoek niet afronden.',
    reverted: 'De transactie zou mislukken: het contract heeft haar teruggedraaid.',
    revertedWithReason: 'De transactie zou mislukken: {reason}.',
  },
  secureErrors: {
    tooManyRequests: 'Te veel verzoeken vanaf dit adres: probeer het later opnieuw',
    cooldown: 'Probeer het over {count, plural, one {# seconde} other {# seconden}} opnieuw',
    noCode: 'Er is geen code naar dit e-mailadres gestuurd: vraag een nieuwe aan',
    wrongCode: 'Ongeldige code: {count, plural, one {nog # poging} other {nog # pogingen}}',
    codeExpired: 'De code is verlopen: vraag een nieuwe aan',
    codeExhausted: 'Te veel foute codes: vraag een nieuwe aan',
    codeFormat: 'De code heeft zes cijfers',
    startWithEmail: 'Begin met je e-mailadres',
    deviceNotApproved: 'Dit apparaat is nog niet goedgekeurd: open de link die we je hebben gemaild',
    emailTaken: 'Dit e-mailadres wordt al door een ander account gebruikt',
    emailUnchanged: 'Dit is al je e-mailadres',
    noEmailUpdate: 'Er loopt geen wijziging van je e-mailadres: begin opnieuw',
    primaryConfirmed: 'Je huidige e-mailadres is bevestigd: vul de code in die naar het nieuwe is gestuurd',
    primaryNotConfirmed: 'Vul eerst de code in die naar je huidige e-mailadres is gestuurd',
  },
};
