import type { CoreMessages } from '../../messages';

/** Polish: entry elements, shell, Connect, Account, networks, alerts. Terms: ../../glossary/pl.md */
export const messages: CoreMessages = {
  connectButton: {
    label: 'Połącz portfel',
    loadingLabel: 'Łączenie…',
    setupError: 'Błąd konfiguracji portfela',
  },
  networkButton: { noNetwork: 'Sieć' },
  modal: { title: 'Połącz portfel', close: 'Zamknij', back: 'Wstecz', intro: 'Wybierz sposób połączenia.' },
  router: {
    loading: 'Wczytywanie',
    loadFailed: 'Nie udało się wczytać tego ekranu.',
    retry: 'Spróbuj ponownie',
    unavailable: 'Ten ekran nie jest dostępny w tej aplikacji.',
  },
  alertBar: { close: 'Zamknij komunikat' },
  viewTitles: {
    Connect: 'Połącz portfel',
    ConnectingExternal: 'Łączenie',
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    ConnectingSiwe: 'Logowanie',
    ConnectingFarcaster: 'Farcaster',
    ConnectingSocial: 'Logowanie przez media społecznościowe',
    ConnectWallets: 'Połącz portfel',
    ConnectSocials: 'Wszystkie serwisy',
    SIWXSignMessage: 'Logowanie',
    UnsupportedChain: 'Zmień sieć',
    ApproveTransaction: 'Zatwierdź transakcję',
    Account: 'Konto',
    AccountSettings: 'Ustawienia konta',
    AllWallets: 'Wszystkie portfele',
    Networks: 'Wybierz sieć',
    SwitchNetwork: 'Zmień sieć',
    SwitchAddress: 'Zmień adres',
    WalletRequest: 'Zatwierdź w portfelu',
    WhatIsAWallet: 'Czym jest portfel?',
    WhatIsANetwork: 'Czym jest sieć?',
    GetWallet: 'Zdobądź portfel',
    Downloads: 'Pobieranie',
    EmailLogin: 'Logowanie e-mailem',
    EmailVerifyOtp: 'Potwierdź e-mail',
    EmailVerifyDevice: 'Zarejestruj urządzenie',
    UpdateEmailWallet: 'Zmień e-mail',
    UpdateEmailPrimaryOtp: 'Potwierdź obecny e-mail',
    UpdateEmailSecondaryOtp: 'Potwierdź nowy e-mail',
    UpgradeEmailWallet: 'Ulepsz portfel',
    Profile: 'Profil',
    Transactions: 'Aktywność',
    Swap: 'Wymień',
    SwapSelectToken: 'Wybierz token',
    SwapPreview: 'Sprawdź wymianę',
    WalletSend: 'Wyślij',
    WalletSendSelectToken: 'Wybierz token',
    WalletSendPreview: 'Sprawdź wysyłkę',
    WalletReceive: 'Odbierz',
    OnRampProviders: 'Wybierz dostawcę',
    OnRampActivity: 'Aktywność',
    OnRampTokenSelect: 'Wybierz token',
    OnRampFiatSelect: 'Wybierz walutę',
    BuyInProgress: 'Kup',
    Pay: 'Zapłać',
  },
  connect: {
    list: {
      label: 'Portfele',
      installed: 'Zainstalowany',
      recent: 'Ostatnio używany',
      notInstalled: 'Niezainstalowany · pobierz',
      unavailable: 'Niedostępny w tej przeglądarce',
      allWallets: 'Wszystkie portfele',
      whatIsAWallet: 'Czym jest portfel?',
      continueWithWallet: 'Kontynuuj z portfelem',
    },
    legal: {
      checkboxPrefix: 'Akceptuję',
      terms: 'Warunki korzystania',
      and: 'i',
      privacy: 'Politykę prywatności',
      hint: 'Zaakceptuj warunki, aby wybrać portfel.',
    },
    allWallets: {
      searchLabel: 'Szukaj portfeli',
      searchPlaceholder: 'Szukaj portfela',
      listLabel: 'Wszystkie portfele',
      loading: 'Wczytywanie portfeli',
      count: '{count, plural, one {# portfel} few {# portfele} many {# portfeli} other {# portfela}}',
      noResultsTitle: 'Nie znaleziono portfela',
      noResultsDescription: 'Nic nie pasuje do „{query}”. Spróbuj innej nazwy.',
      registryError: 'Nie udało się wczytać listy portfeli:',
    },
    connecting: {
      continueIn: 'Kontynuuj w {wallet}',
      waitingDescription: 'Zaakceptuj prośbę o połączenie w portfelu.',
      connected: 'Połączono',
      failedTitle: 'Nie udało się połączyć',
      failedFallback: 'Portfel się nie połączył. Spróbuj ponownie.',
      retry: 'Spróbuj ponownie',
      noWallet: 'Nie wybrano portfela. Wróć i wybierz jeden.',
    },
    whatIsAWallet: {
      sections: [
        {
          title: 'Dom dla Twoich cyfrowych aktywów',
          body: 'Portfel przechowuje klucze do Twoich tokenów i NFT, dzięki czemu możesz je trzymać, wysyłać i odbierać.',
        },
        {
          title: 'Jedno logowanie do każdej aplikacji',
          body: 'Zamiast nowego loginu i hasła łączysz portfel i sam zatwierdzasz każdą prośbę.',
        },
        {
          title: 'Kontrola należy do Ciebie',
          body: 'Aplikacje nigdy nie widzą Twoich kluczy: każdy podpis i transakcja wymaga zatwierdzenia w portfelu.',
        },
      ],
      getWallet: 'Zdobądź portfel',
    },
  },
  account: {
    profile: {
      copyAddress: 'Kopiuj adres',
      addressCopied: 'Skopiowano adres',
      copyFailed: 'Nie udało się skopiować adresu',
      networkLabel: 'Sieć',
      noNetwork: 'Brak sieci',
    },
    switchAddress: {
      open: 'Zmień adres',
      description:
        '{count, plural, one {# adres} few {# adresy} many {# adresów} other {# adresu}} w tym portfelu',
      listLabel: 'Twoje adresy',
      active: 'Aktywny',
    },
    balance: {
      loading: 'Wczytywanie salda',
      unavailable: 'Saldo niedostępne',
      unavailableDescription: 'Nie udało się odczytać sald w sieci {network}. Spróbuj później.',
    },
    features: { onramp: 'Kup kryptowaluty', swaps: 'Wymień', receive: 'Odbierz', send: 'Wyślij' },
    tabs: { tokens: 'Tokeny', nfts: 'NFT', activity: 'Aktywność' },
    empty: {
      tokensTitle: 'Brak tokenów',
      tokensDescription: 'Tu pojawią się tokeny, które masz w tej sieci.',
      nftsTitle: 'Brak NFT',
      nftsDescription: 'Tu pojawią się NFT, które masz w tej sieci.',
      activityTitle: 'Brak aktywności',
      activityDescription: 'Tu pojawią się Twoje transakcje w tej sieci.',
    },
    disconnect: 'Rozłącz',
    approve: {
      title: 'Zatwierdź w portfelu',
      description: 'Sprawdź prośbę w portfelu i zatwierdź ją tam, aby kontynuować.',
      waiting: 'Oczekiwanie na zatwierdzenie',
      pending:
        '{count, plural, one {# prośba czeka} few {# prośby czekają} many {# próśb czeka} other {# prośby czeka}}',
      frameLabel: 'Bezpieczny obszar zatwierdzania',
    },
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Nie znaleziono sieci',
      longMessage:
        'Żądana sieć nie jest skonfigurowana. Dodaj ją do listy sieci przekazanej do createAppKit.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Nieprawidłowa konfiguracja aplikacji',
      longMessage:
        'Ta witryna nie może używać projektu: jej źródła nie ma na liście dozwolonych albo domena nie jest zweryfikowana.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Błąd sieci – nie udało się wczytać wbudowanego portfela',
      longMessage:
        'Wbudowany portfel się nie wczytał. Sprawdź połączenie i blokery treści, a potem spróbuj ponownie.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Przekroczono czas odpowiedzi wbudowanego portfela',
      longMessage: 'Wbudowany portfel odpowiadał zbyt długo. Spróbuj ponownie.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Sesja wygasła',
      longMessage:
        'Twoja sesja jest już nieważna. Sprawdź, czy zegar urządzenia jest ustawiony poprawnie, i połącz się ponownie.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'Nieprawidłowy identyfikator projektu',
      longMessage: 'Nie rozpoznano identyfikatora projektu. Sprawdź projectId przekazany do createAppKit.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'Brak identyfikatora projektu',
      longMessage:
        'Nie ustawiono identyfikatora projektu. Przekaż projectId do createAppKit, aby włączyć tę funkcję.',
    },
  },
  networks: {
    search: { label: 'Szukaj sieci', placeholder: 'Szukaj sieci' },
    listLabel: 'Sieci',
    noResults: 'Nie znaleziono sieci',
    noResultsDescription: 'Spróbuj innej nazwy.',
    unsupported: 'Nieobsługiwana',
    whatIsANetwork: 'Czym jest sieć?',
    unsupportedChain: {
      title: 'Sieć nieobsługiwana',
      description:
        'Twój portfel jest w sieci, której ta aplikacja nie obsługuje. Przełącz się na jedną z sieci poniżej.',
      disconnect: 'Rozłącz',
    },
    explainer: {
      sections: [
        {
          title: 'Osobne blockchainy',
          text: 'Sieć to jeden blockchain. Ethereum, Base i Solana prowadzą własne zapisy tego, kto co posiada.',
        },
        {
          title: 'Jeden portfel, wiele sieci',
          text: 'Jeden portfel może mieć aktywa w wielu sieciach. Saldo i aktywność zależą od sieci, w której jesteś.',
        },
        {
          title: 'Zmiana jest bezpieczna',
          text: 'Zmiana sieci zmienia tylko to, skąd aplikacja czyta i dokąd wysyła. Nic nie opuszcza Twojego portfela.',
        },
      ],
    },
  },
  primitives: {
    copy: 'Kopiuj',
    loading: 'Wczytywanie',
    close: 'Zamknij',
    search: 'Szukaj',
    clearSearch: 'Wyczyść wyszukiwanie',
    qrCode: 'Kod QR',
    selected: 'Wybrano',
    installed: 'Zainstalowany',
    opensInNewTab: '(otwiera się w nowej karcie)',
  },
};
