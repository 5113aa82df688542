import type { ExtraMessages } from '../../messages';

/** Polish: Pay, social login and wallet requests. Terms: ../../glossary/pl.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'Żądanie płatności',
    to: 'Do',
    network: 'Sieć',
    balance: 'Twoje saldo: {amount}',
    loading: 'Odczytywanie salda',
    confirm: 'Zapłać {amount}',
    paying: 'Płacenie',
    swapFirst: 'Nie masz wystarczająco {symbol}. Najpierw wymień posiadany token, a potem zapłać:',
    swapOption: 'Wymień {amountIn} na co najmniej {amountOut}',
    findingSwaps: 'Szukanie wymiany',
    swapAndPay: 'Wymień i zapłać',
    swapping: 'Wymiana w toku',
    connect: 'Połącz portfel, aby zapłacić',
    connectButton: 'Połącz portfel',
    switchNetwork: 'Przełącz na {name}',
    paid: 'Zapłacono {amount}',
    cancel: 'Anuluj',
    errors: {
      notConnected: 'Najpierw połącz portfel w sieci płatności',
      rejected: 'Odrzuciłeś płatność w portfelu',
      insufficientFunds: 'Niewystarczające środki: za mało {symbol} na tę płatność',
      insufficientFundsAny: 'Niewystarczające środki na tę płatność',
      noSwap:
        'Niewystarczające środki: nie możesz zapłacić {amount}, a żadnego posiadanego tokena nie da się wymienić na resztę',
      closed: 'Płatność anulowano: okno zostało zamknięte',
    },
  },
  social: {
    continueWith: 'Kontynuuj przez {name}',
    more: 'Więcej opcji logowania',
    listLabel: 'Zaloguj się kontem społecznościowym',
    connecting: {
      title: 'Zaloguj się przez {name}',
      waiting: 'Kontynuuj w otwartym oknie',
      retry: 'Spróbuj ponownie',
      checking: 'Logowanie',
    },
    errors: {
      popupBlocked: 'Zezwól na wyskakujące okna dla tej strony, aby zalogować się przez {name}',
      popupClosed: 'Okno logowania zostało zamknięte przed zakończeniem',
    },
    farcaster: {
      title: 'Zeskanuj ten kod QR telefonem',
      description: 'Lub otwórz link w aplikacji Farcaster, aby się zalogować',
      openApp: 'Otwórz w aplikacji Farcaster',
      copy: 'Kopiuj link',
      copied: 'Skopiowano link',
      preparing: 'Przygotowywanie logowania',
      qrLabel: 'Kod QR do logowania przez Farcaster',
    },
    account: {
      signedInWith: 'Zalogowano przez {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'Zatwierdź w {wallet}',
    waitingText: 'Otwórz aplikację portfela i tam zatwierdź lub odrzuć żądanie.',
    method: 'Żądanie: {method}',
    cancel: 'Anuluj',
    timedOutTitle: 'Przekroczono czas żądania',
    timedOutText:
      '{wallet} nie odpowiedział na czas, więc żądanie anulowano. Sprawdź aplikację portfela i spróbuj ponownie.',
    close: 'Zamknij',
  },
};
