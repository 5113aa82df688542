import type { CoreMessages } from '../../messages';

/** Dutch: entry elements, shell, Connect, Account, networks, alerts. Terms: ../../glossary/nl.md */
export const messages: CoreMessages = {
  connectButton: {
    label: 'Wallet koppelen',
    loadingLabel: 'Verbinden…',
    setupError: 'Fout bij het instellen van de wallet',
  },
  networkButton: { noNetwork: 'Netwerk' },
  modal: { title: 'Wallet koppelen', close: 'Sluiten', back: 'Terug', intro: 'Kies hoe je wilt verbinden.' },
  router: {
    loading: 'Laden',
    loadFailed: 'Dit scherm kon niet worden geladen.',
    retry: 'Opnieuw proberen',
    unavailable: 'Dit scherm is niet beschikbaar in deze app.',
  },
  alertBar: { close: 'Melding sluiten' },
  viewTitles: {
    Connect: 'Wallet koppelen',
    ConnectingExternal: 'Verbinden',
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    ConnectingSiwe: 'Inloggen',
    ConnectingFarcaster: 'Farcaster',
    ConnectingSocial: 'Sociaal inloggen',
    ConnectWallets: 'Wallet koppelen',
    ConnectSocials: 'Alle sociale accounts',
    SIWXSignMessage: 'Inloggen',
    UnsupportedChain: 'Netwerk wisselen',
    ApproveTransaction: 'Transactie goedkeuren',
    Account: 'Account',
    AccountSettings: 'Accountinstellingen',
    AllWallets: 'Alle wallets',
    Networks: 'Netwerk kiezen',
    SwitchNetwork: 'Netwerk wisselen',
    SwitchAddress: 'Adres wisselen',
    WhatIsAWallet: 'Wat is een wallet?',
    WhatIsANetwork: 'Wat is een netwerk?',
    GetWallet: 'Wallet downloaden',
    Downloads: 'Downloads',
    EmailLogin: 'Inloggen met e-mail',
    EmailVerifyOtp: 'E-mail bevestigen',
    EmailVerifyDevice: 'Apparaat registreren',
    UpdateEmailWallet: 'E-mail wijzigen',
    UpdateEmailPrimaryOtp: 'Huidig e-mailadres bevestigen',
    UpdateEmailSecondaryOtp: 'Nieuw e-mailadres bevestigen',
    UpgradeEmailWallet: 'Wallet upgraden',
    Profile: 'Profiel',
    Transactions: 'Activiteit',
    Swap: 'Swappen',
    SwapSelectToken: 'Token kiezen',
    SwapPreview: 'Swap controleren',
    WalletSend: 'Versturen',
    WalletSendSelectToken: 'Token kiezen',
    WalletSendPreview: 'Verzending controleren',
    WalletReceive: 'Ontvangen',
    OnRampProviders: 'Aanbieder kiezen',
    OnRampActivity: 'Activiteit',
    OnRampTokenSelect: 'Token kiezen',
    OnRampFiatSelect: 'Valuta kiezen',
    BuyInProgress: 'Kopen',
    Pay: 'Betalen',
  },
  connect: {
    list: {
      label: 'Wallets',
      installed: 'Geïnstalleerd',
      recent: 'Recent',
      notInstalled: 'Niet geïnstalleerd · downloaden',
      unavailable: 'Niet beschikbaar in deze browser',
      allWallets: 'Alle wallets',
      whatIsAWallet: 'Wat is een wallet?',
      continueWithWallet: 'Doorgaan met een wallet',
    },
    legal: {
      checkboxPrefix: 'Ik ga akkoord met de',
      terms: 'Servicevoorwaarden',
      and: 'en het',
      privacy: 'Privacybeleid',
      hint: 'Ga akkoord met de voorwaarden om een wallet te kiezen.',
    },
    allWallets: {
      searchLabel: 'Wallets zoeken',
      searchPlaceholder: 'Wallet zoeken',
      listLabel: 'Alle wallets',
      loading: 'Wallets laden',
      count: '{count, plural, one {# wallet} other {# wallets}}',
      noResultsTitle: 'Geen wallet gevonden',
      noResultsDescription: 'Niets komt overeen met ‘{query}’. Probeer een andere naam.',
      registryError: 'De walletlijst kon niet worden geladen:',
    },
    connecting: {
      continueIn: 'Ga verder in {wallet}',
      waitingDescription: 'Accepteer het verbindingsverzoek in je wallet.',
      connected: 'Verbonden',
      failedTitle: 'Verbinden mislukt',
      failedFallback: 'De wallet heeft geen verbinding gemaakt. Probeer het opnieuw.',
      retry: 'Opnieuw proberen',
      noWallet: 'Geen wallet gekozen. Ga terug en kies er een.',
    },
    whatIsAWallet: {
      sections: [
        {
          title: 'Een thuis voor je digitale bezittingen',
          body: 'Een wallet bewaart de sleutels van je tokens en NFT’s, zodat je ze kunt bewaren, versturen en ontvangen.',
        },
        {
          title: 'Eén login voor elke app',
          body: 'In plaats van een nieuwe gebruikersnaam en wachtwoord koppel je je wallet en keur je elk verzoek zelf goed.',
        },
        {
          title: 'Jij houdt de controle',
          body: 'Apps zien je sleutels nooit: elke handtekening en transactie moet je in de wallet goedkeuren.',
        },
      ],
      getWallet: 'Wallet downloaden',
    },
  },
  account: {
    profile: {
      copyAddress: 'Adres kopiëren',
      addressCopied: 'Adres gekopieerd',
      copyFailed: 'Het adres kon niet worden gekopieerd',
      networkLabel: 'Netwerk',
      noNetwork: 'Geen netwerk',
    },
    balance: {
      loading: 'Saldo laden',
      unavailable: 'Saldo niet beschikbaar',
      unavailableDescription: 'De saldi op {network} konden niet worden gelezen. Probeer het later opnieuw.',
    },
    features: { onramp: 'Crypto kopen', swaps: 'Swappen', receive: 'Ontvangen', send: 'Versturen' },
    tabs: { tokens: 'Tokens', nfts: 'NFT’s', activity: 'Activiteit' },
    empty: {
      tokensTitle: 'Nog geen tokens',
      tokensDescription: 'Tokens die je op dit netwerk hebt, verschijnen hier.',
      nftsTitle: 'Nog geen NFT’s',
      nftsDescription: 'NFT’s die je op dit netwerk hebt, verschijnen hier.',
      activityTitle: 'Nog geen activiteit',
      activityDescription: 'Je transacties op dit netwerk verschijnen hier.',
    },
    disconnect: 'Ontkoppelen',
    approve: {
      title: 'Keur goed in je wallet',
      description: 'Bekijk het verzoek in je wallet en keur het daar goed om door te gaan.',
      waiting: 'Wachten op goedkeuring',
      pending: '{count, plural, one {# verzoek wacht} other {# verzoeken wachten}}',
      frameLabel: 'Beveiligd goedkeuringsgebied',
    },
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Netwerk niet gevonden',
      longMessage:
        'Het gevraagde netwerk is niet ingesteld. Voeg het toe aan de netwerklijst die createAppKit krijgt.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Ongeldige app-configuratie',
      longMessage:
        'Deze site mag het project niet gebruiken: de herkomst staat niet op de toegestane lijst of het domein is niet geverifieerd.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Netwerkfout - ingebouwde wallet kon niet laden',
      longMessage:
        'De ingebouwde wallet is niet geladen. Controleer je verbinding en contentblockers en probeer het opnieuw.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Ingebouwde wallet reageerde te laat',
      longMessage: 'De ingebouwde wallet deed er te lang over om te antwoorden. Probeer het opnieuw.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Sessie verlopen',
      longMessage:
        'Je sessie is niet meer geldig. Controleer of de klok van je apparaat goed staat en maak opnieuw verbinding.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'Ongeldige project-ID',
      longMessage: 'De project-ID wordt niet herkend. Controleer de projectId die createAppKit krijgt.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'Project-ID niet ingesteld',
      longMessage:
        'Er is geen project-ID ingesteld. Geef createAppKit een projectId om deze functie te gebruiken.',
    },
  },
  networks: {
    search: { label: 'Netwerken zoeken', placeholder: 'Netwerk zoeken' },
    listLabel: 'Netwerken',
    noResults: 'Geen netwerk gevonden',
    noResultsDescription: 'Probeer een andere naam.',
    unsupported: 'Niet ondersteund',
    whatIsANetwork: 'Wat is een netwerk?',
    unsupportedChain: {
      title: 'Netwerk niet ondersteund',
      description:
        'Je wallet staat op een netwerk dat deze app niet ondersteunt. Wissel naar een van de netwerken hieronder.',
      disconnect: 'Ontkoppelen',
    },
    explainer: {
      sections: [
        {
          title: 'Losse blockchains',
          text: 'Een netwerk is één blockchain. Ethereum, Base en Solana houden elk hun eigen administratie bij van wie wat bezit.',
        },
        {
          title: 'Eén wallet, veel netwerken',
          text: 'Eén wallet kan bezittingen op veel netwerken hebben. Je saldo en activiteit hangen af van het netwerk waarop je zit.',
        },
        {
          title: 'Wisselen is veilig',
          text: 'Van netwerk wisselen verandert alleen waar deze app leest en verstuurt. Er gaat niets uit je wallet.',
        },
      ],
    },
  },
  primitives: {
    copy: 'Kopiëren',
    loading: 'Laden',
    close: 'Sluiten',
    search: 'Zoeken',
    clearSearch: 'Zoekopdracht wissen',
    qrCode: 'QR-code',
    selected: 'Geselecteerd',
    installed: 'Geïnstalleerd',
    opensInNewTab: '(opent in een nieuw tabblad)',
  },
};
