import type { CoreMessages } from '../../messages';

/** German: entry elements, shell, Connect, Account, networks, alerts. Terms: ../../glossary/de.md */
export const messages: CoreMessages = {
  connectButton: {
    label: 'Wallet verbinden',
    loadingLabel: 'Verbinde …',
    setupError: 'Fehler bei der Wallet-Einrichtung',
  },
  networkButton: { noNetwork: 'Netzwerk' },
  modal: {
    title: 'Wallet verbinden',
    close: 'Schließen',
    back: 'Zurück',
    intro: 'Wähle, wie du dich verbinden möchtest.',
  },
  router: {
    loading: 'Wird geladen',
    loadFailed: 'Diese Ansicht konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    unavailable: 'Diese Ansicht ist in dieser App nicht verfügbar.',
  },
  alertBar: { close: 'Hinweis schließen' },
  viewTitles: {
    Connect: 'Wallet verbinden',
    ConnectingExternal: 'Verbinden',
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    ConnectingSiwe: 'Anmelden',
    ConnectingFarcaster: 'Farcaster',
    ConnectingSocial: 'Social Login',
    ConnectWallets: 'Wallet verbinden',
    ConnectSocials: 'Alle Social Logins',
    SIWXSignMessage: 'Anmelden',
    UnsupportedChain: 'Netzwerk wechseln',
    ApproveTransaction: 'Transaktion bestätigen',
    Account: 'Konto',
    AccountSettings: 'Kontoeinstellungen',
    AllWallets: 'Alle Wallets',
    Networks: 'Netzwerk wählen',
    SwitchNetwork: 'Netzwerk wechseln',
    SwitchAddress: 'Adresse wechseln',
    WalletRequest: 'Im Wallet bestätigen',
    WhatIsAWallet: 'Was ist eine Wallet?',
    WhatIsANetwork: 'Was ist ein Netzwerk?',
    GetWallet: 'Wallet holen',
    Downloads: 'Downloads',
    EmailLogin: 'Login per E-Mail',
    EmailVerifyOtp: 'E-Mail bestätigen',
    EmailVerifyDevice: 'Gerät registrieren',
    UpdateEmailWallet: 'E-Mail ändern',
    UpdateEmailPrimaryOtp: 'Aktuelle E-Mail bestätigen',
    UpdateEmailSecondaryOtp: 'Neue E-Mail bestätigen',
    UpgradeEmailWallet: 'Wallet upgraden',
    Profile: 'Profil',
    Transactions: 'Aktivität',
    Swap: 'Tauschen',
    SwapSelectToken: 'Token wählen',
    SwapPreview: 'Tausch prüfen',
    WalletSend: 'Senden',
    WalletSendSelectToken: 'Token wählen',
    WalletSendPreview: 'Senden prüfen',
    WalletReceive: 'Empfangen',
    OnRampProviders: 'Anbieter wählen',
    OnRampActivity: 'Aktivität',
    OnRampTokenSelect: 'Token wählen',
    OnRampFiatSelect: 'Währung wählen',
    BuyInProgress: 'Kaufen',
    Pay: 'Bezahlen',
  },
  connect: {
    list: {
      label: 'Wallets',
      installed: 'Installiert',
      recent: 'Zuletzt genutzt',
      notInstalled: 'Nicht installiert · jetzt holen',
      unavailable: 'In diesem Browser nicht verfügbar',
      allWallets: 'Alle Wallets',
      whatIsAWallet: 'Was ist eine Wallet?',
      continueWithWallet: 'Mit einer Wallet fortfahren',
    },
    legal: {
      checkboxPrefix: 'Ich akzeptiere die',
      terms: 'Nutzungsbedingungen',
      and: 'und die',
      privacy: 'Datenschutzerklärung',
      hint: 'Akzeptiere die Bedingungen, um eine Wallet zu wählen.',
    },
    allWallets: {
      searchLabel: 'Wallets durchsuchen',
      searchPlaceholder: 'Wallet suchen',
      listLabel: 'Alle Wallets',
      loading: 'Wallets werden geladen',
      count: '{count, plural, one {# Wallet} other {# Wallets}}',
      noResultsTitle: 'Keine Wallet gefunden',
      noResultsDescription: 'Nichts passt zu „{query}“. Versuche einen anderen Namen.',
      registryError: 'Die Wallet-Liste konnte nicht geladen werden:',
    },
    connecting: {
      continueIn: 'Weiter in {wallet}',
      waitingDescription: 'Bestätige die Verbindungsanfrage in deiner Wallet.',
      connected: 'Verbunden',
      failedTitle: 'Verbindung fehlgeschlagen',
      failedFallback: 'Die Wallet hat sich nicht verbunden. Versuche es erneut.',
      retry: 'Erneut versuchen',
      noWallet: 'Keine Wallet gewählt. Geh zurück und wähle eine aus.',
    },
    whatIsAWallet: {
      sections: [
        {
          title: 'Ein Zuhause für deine digitalen Werte',
          body: 'Eine Wallet verwahrt die Schlüssel zu deinen Token und NFTs, damit du sie aufbewahren, senden und empfangen kannst.',
        },
        {
          title: 'Ein Login für jede App',
          body: 'Statt neuem Benutzernamen und Passwort verbindest du deine Wallet und bestätigst jede Anfrage selbst.',
        },
        {
          title: 'Du behältst die Kontrolle',
          body: 'Apps sehen deine Schlüssel nie: Jede Signatur und Transaktion braucht deine Bestätigung in der Wallet.',
        },
      ],
      getWallet: 'Wallet holen',
    },
  },
  account: {
    profile: {
      copyAddress: 'Adresse kopieren',
      addressCopied: 'Adresse kopiert',
      copyFailed: 'Die Adresse konnte nicht kopiert werden',
      networkLabel: 'Netzwerk',
      noNetwork: 'Kein Netzwerk',
    },
    switchAddress: {
      open: 'Adresse wechseln',
      description: '{count, plural, one {# Adresse} other {# Adressen}} in diesem Wallet',
      listLabel: 'Deine Adressen',
      active: 'Aktiv',
    },
    balance: {
      loading: 'Guthaben wird geladen',
      unavailable: 'Guthaben nicht verfügbar',
      unavailableDescription:
        'Die Guthaben auf {network} konnten nicht gelesen werden. Versuche es später erneut.',
    },
    features: { onramp: 'Krypto kaufen', swaps: 'Tauschen', receive: 'Empfangen', send: 'Senden' },
    tabs: { tokens: 'Token', nfts: 'NFTs', activity: 'Aktivität' },
    empty: {
      tokensTitle: 'Noch keine Token',
      tokensDescription: 'Token, die du in diesem Netzwerk hältst, erscheinen hier.',
      nftsTitle: 'Noch keine NFTs',
      nftsDescription: 'NFTs, die dir in diesem Netzwerk gehören, erscheinen hier.',
      activityTitle: 'Noch keine Aktivität',
      activityDescription: 'Deine Transaktionen in diesem Netzwerk erscheinen hier.',
    },
    disconnect: 'Trennen',
    approve: {
      title: 'In deiner Wallet bestätigen',
      description: 'Prüfe die Anfrage in deiner Wallet und bestätige sie dort, um fortzufahren.',
      waiting: 'Warte auf Bestätigung',
      pending: '{count, plural, one {# Anfrage wartet} other {# Anfragen warten}}',
      frameLabel: 'Sicherer Bestätigungsbereich',
    },
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Netzwerk nicht gefunden',
      longMessage:
        'Das angefragte Netzwerk ist nicht eingerichtet. Füge es der Netzwerkliste hinzu, die createAppKit erhält.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Ungültige App-Konfiguration',
      longMessage:
        'Diese Website darf das Projekt nicht nutzen: Ihr Ursprung fehlt in der Liste der erlaubten Ursprünge oder ihre Domain ist nicht verifiziert.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Netzwerkfehler – eingebettete Wallet konnte nicht geladen werden',
      longMessage:
        'Die eingebettete Wallet wurde nicht geladen. Prüfe deine Verbindung und etwaige Inhaltsblocker und versuche es dann erneut.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Zeitüberschreitung der eingebetteten Wallet',
      longMessage: 'Die eingebettete Wallet hat zu lange nicht geantwortet. Bitte versuche es erneut.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Sitzung abgelaufen',
      longMessage:
        'Deine Sitzung ist nicht mehr gültig. Prüfe, ob die Uhr deines Geräts richtig geht, und verbinde dich dann erneut.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'Ungültige Projekt-ID',
      longMessage: 'Die Projekt-ID ist unbekannt. Prüfe die projectId, die createAppKit erhält.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'Keine Projekt-ID eingerichtet',
      longMessage:
        'Es ist keine Projekt-ID gesetzt. Übergib createAppKit eine projectId, um diese Funktion zu nutzen.',
    },
  },
  networks: {
    search: { label: 'Netzwerke durchsuchen', placeholder: 'Netzwerk suchen' },
    listLabel: 'Netzwerke',
    noResults: 'Kein Netzwerk gefunden',
    noResultsDescription: 'Versuche einen anderen Namen.',
    unsupported: 'Nicht unterstützt',
    whatIsANetwork: 'Was ist ein Netzwerk?',
    unsupportedChain: {
      title: 'Netzwerk nicht unterstützt',
      description:
        'Deine Wallet ist in einem Netzwerk, das diese App nicht unterstützt. Wechsle zu einem der Netzwerke unten, um fortzufahren.',
      disconnect: 'Trennen',
    },
    explainer: {
      sections: [
        {
          title: 'Getrennte Blockchains',
          text: 'Ein Netzwerk ist eine Blockchain. Ethereum, Base und Solana führen jeweils eigene Aufzeichnungen darüber, wem was gehört.',
        },
        {
          title: 'Eine Wallet, viele Netzwerke',
          text: 'Eine Wallet kann Werte in vielen Netzwerken halten. Guthaben und Aktivität hängen vom gewählten Netzwerk ab.',
        },
        {
          title: 'Wechseln ist sicher',
          text: 'Ein Netzwerkwechsel ändert nur, wo diese App liest und sendet. Nichts verlässt deine Wallet.',
        },
      ],
    },
  },
  primitives: {
    copy: 'Kopieren',
    loading: 'Wird geladen',
    close: 'Schließen',
    search: 'Suchen',
    clearSearch: 'Suche löschen',
    qrCode: 'QR-Code',
    selected: 'Ausgewählt',
    installed: 'Installiert',
    opensInNewTab: '(öffnet in einem neuen Tab)',
  },
};
