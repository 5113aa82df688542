import type { CoreMessages } from '../../messages';

/** Italian: entry elements, shell, Connect, Account, networks, alerts. Terms: ../../glossary/it.md */
export const messages: CoreMessages = {
  connectButton: {
    label: 'Collega wallet',
    loadingLabel: 'Connessione…',
    setupError: 'Errore di configurazione del wallet',
  },
  networkButton: { noNetwork: 'Rete' },
  modal: { title: 'Collega wallet', close: 'Chiudi', back: 'Indietro', intro: 'Scegli come collegarti.' },
  router: {
    loading: 'Caricamento',
    loadFailed: 'Impossibile caricare questa schermata.',
    retry: 'Riprova',
    unavailable: 'Questa schermata non è disponibile in questa app.',
  },
  alertBar: { close: 'Chiudi avviso' },
  viewTitles: {
    Connect: 'Collega wallet',
    ConnectingExternal: 'Connessione',
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    ConnectingSiwe: 'Accedi',
    ConnectingFarcaster: 'Farcaster',
    ConnectingSocial: 'Accesso social',
    ConnectWallets: 'Collega wallet',
    ConnectSocials: 'Tutti i social',
    SIWXSignMessage: 'Accedi',
    UnsupportedChain: 'Cambia rete',
    ApproveTransaction: 'Approva transazione',
    Account: 'Account',
    AccountSettings: 'Impostazioni account',
    AllWallets: 'Tutti i wallet',
    Networks: 'Scegli rete',
    SwitchNetwork: 'Cambia rete',
    SwitchAddress: 'Cambia indirizzo',
    WhatIsAWallet: 'Cos’è un wallet?',
    WhatIsANetwork: 'Cos’è una rete?',
    GetWallet: 'Ottieni un wallet',
    Downloads: 'Download',
    EmailLogin: 'Accesso via email',
    EmailVerifyOtp: 'Conferma email',
    EmailVerifyDevice: 'Registra dispositivo',
    UpdateEmailWallet: 'Modifica email',
    UpdateEmailPrimaryOtp: 'Conferma email attuale',
    UpdateEmailSecondaryOtp: 'Conferma nuova email',
    UpgradeEmailWallet: 'Aggiorna il wallet',
    Profile: 'Profilo',
    Transactions: 'Attività',
    Swap: 'Scambia',
    SwapSelectToken: 'Scegli token',
    SwapPreview: 'Verifica scambio',
    WalletSend: 'Invia',
    WalletSendSelectToken: 'Scegli token',
    WalletSendPreview: 'Verifica invio',
    WalletReceive: 'Ricevi',
    OnRampProviders: 'Scegli fornitore',
    OnRampActivity: 'Attività',
    OnRampTokenSelect: 'Scegli token',
    OnRampFiatSelect: 'Scegli valuta',
    BuyInProgress: 'Acquista',
    Pay: 'Paga',
  },
  connect: {
    list: {
      label: 'Wallet',
      installed: 'Installato',
      recent: 'Recente',
      notInstalled: 'Non installato · scaricalo',
      unavailable: 'Non disponibile in questo browser',
      allWallets: 'Tutti i wallet',
      whatIsAWallet: 'Cos’è un wallet?',
      continueWithWallet: 'Continua con un wallet',
    },
    legal: {
      checkboxPrefix: 'Accetto i',
      terms: 'Termini di servizio',
      and: 'e l’',
      privacy: 'Informativa sulla privacy',
      hint: 'Accetta i termini per scegliere un wallet.',
    },
    allWallets: {
      searchLabel: 'Cerca wallet',
      searchPlaceholder: 'Cerca wallet',
      listLabel: 'Tutti i wallet',
      loading: 'Caricamento dei wallet',
      count: '{count, plural, one {# wallet} other {# wallet}}',
      noResultsTitle: 'Nessun wallet trovato',
      noResultsDescription: 'Nessun risultato per «{query}». Prova un altro nome.',
      registryError: 'Impossibile caricare l’elenco dei wallet:',
    },
    connecting: {
      continueIn: 'Continua in {wallet}',
      waitingDescription: 'Accetta la richiesta di connessione nel tuo wallet.',
      connected: 'Collegato',
      failedTitle: 'Connessione non riuscita',
      failedFallback: 'Il wallet non si è collegato. Riprova.',
      retry: 'Riprova',
      noWallet: 'Nessun wallet scelto. Torna indietro e scegline uno.',
    },
    whatIsAWallet: {
      sections: [
        {
          title: 'Una casa per i tuoi asset digitali',
          body: 'Un wallet custodisce le chiavi dei tuoi token e NFT, così puoi conservarli, inviarli e riceverli.',
        },
        {
          title: 'Un solo accesso per ogni app',
          body: 'Invece di un nuovo nome utente e password, colleghi il wallet e approvi tu ogni richiesta.',
        },
        {
          title: 'Il controllo è tuo',
          body: 'Le app non vedono mai le tue chiavi: ogni firma e transazione richiede la tua approvazione nel wallet.',
        },
      ],
      getWallet: 'Ottieni un wallet',
    },
  },
  account: {
    profile: {
      copyAddress: 'Copia indirizzo',
      addressCopied: 'Indirizzo copiato',
      copyFailed: 'Impossibile copiare l’indirizzo',
      networkLabel: 'Rete',
      noNetwork: 'Nessuna rete',
    },
    balance: {
      loading: 'Caricamento del saldo',
      unavailable: 'Saldo non disponibile',
      unavailableDescription: 'Impossibile leggere i saldi su {network}. Riprova più tardi.',
    },
    features: { onramp: 'Compra crypto', swaps: 'Scambia', receive: 'Ricevi', send: 'Invia' },
    tabs: { tokens: 'Token', nfts: 'NFT', activity: 'Attività' },
    empty: {
      tokensTitle: 'Ancora nessun token',
      tokensDescription: 'I token che possiedi su questa rete compariranno qui.',
      nftsTitle: 'Ancora nessun NFT',
      nftsDescription: 'Gli NFT che possiedi su questa rete compariranno qui.',
      activityTitle: 'Ancora nessuna attività',
      activityDescription: 'Le tue transazioni su questa rete compariranno qui.',
    },
    disconnect: 'Disconnetti',
    approve: {
      title: 'Approva nel tuo wallet',
      description: 'Controlla la richiesta nel tuo wallet e approvala lì per continuare.',
      waiting: 'In attesa di approvazione',
      pending: '{count, plural, one {# richiesta in attesa} other {# richieste in attesa}}',
      frameLabel: 'Area di approvazione sicura',
    },
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Rete non trovata',
      longMessage:
        'La rete richiesta non è configurata. Aggiungila all’elenco delle reti passato a createAppKit.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Configurazione dell’app non valida',
      longMessage:
        'Questo sito non può usare il progetto: la sua origine non è nell’elenco consentito o il dominio non è verificato.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Errore di rete - impossibile caricare il wallet integrato',
      longMessage:
        'Il wallet integrato non si è caricato. Controlla la connessione e gli eventuali blocchi dei contenuti, poi riprova.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Tempo scaduto per il wallet integrato',
      longMessage: 'Il wallet integrato ha impiegato troppo a rispondere. Riprova.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Sessione scaduta',
      longMessage:
        'La sessione non è più valida. Controlla che l’orologio del dispositivo sia corretto, poi ricollegati.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'ID progetto non valido',
      longMessage: 'L’ID progetto non è riconosciuto. Controlla il projectId passato a createAppKit.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'ID progetto non configurato',
      longMessage:
        'Nessun ID progetto impostato. Passa projectId a createAppKit per attivare questa funzione.',
    },
  },
  networks: {
    search: { label: 'Cerca reti', placeholder: 'Cerca rete' },
    listLabel: 'Reti',
    noResults: 'Nessuna rete trovata',
    noResultsDescription: 'Prova un altro nome.',
    unsupported: 'Non supportata',
    whatIsANetwork: 'Cos’è una rete?',
    unsupportedChain: {
      title: 'Rete non supportata',
      description:
        'Il tuo wallet è su una rete che questa app non supporta. Passa a una delle reti qui sotto per continuare.',
      disconnect: 'Disconnetti',
    },
    explainer: {
      sections: [
        {
          title: 'Blockchain separate',
          text: 'Una rete è una blockchain. Ethereum, Base e Solana tengono ciascuna il proprio registro di chi possiede cosa.',
        },
        {
          title: 'Un wallet, tante reti',
          text: 'Un wallet può contenere asset su molte reti. Saldo e attività dipendono dalla rete su cui ti trovi.',
        },
        {
          title: 'Cambiare è sicuro',
          text: 'Cambiare rete cambia solo da dove questa app legge e invia. Nulla esce dal tuo wallet.',
        },
      ],
    },
  },
  primitives: {
    copy: 'Copia',
    loading: 'Caricamento',
    close: 'Chiudi',
    search: 'Cerca',
    clearSearch: 'Cancella ricerca',
    qrCode: 'Codice QR',
    selected: 'Selezionato',
    installed: 'Installato',
    opensInNewTab: '(si apre in una nuova scheda)',
  },
};
