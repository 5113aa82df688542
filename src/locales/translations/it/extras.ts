import type { ExtraMessages } from '../../messages';

/** Italian: Pay, social login and wallet requests. Terms: ../../glossary/it.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'Richiesta di pagamento',
    to: 'A',
    network: 'Rete',
    balance: 'Il tuo saldo: {amount}',
    loading: 'Lettura del saldo',
    confirm: 'Paga {amount}',
    paying: 'Pagamento in corso',
    swapFirst: 'Non hai abbastanza {symbol}. Prima scambia un token che possiedi, poi paga:',
    swapOption: 'Scambia {amountIn} per almeno {amountOut}',
    findingSwaps: 'Ricerca di uno scambio',
    swapAndPay: 'Scambia e paga',
    swapping: 'Scambio in corso',
    connect: 'Collega un wallet per pagare',
    connectButton: 'Collega wallet',
    switchNetwork: 'Passa a {name}',
    paid: 'Pagato {amount}',
    cancel: 'Annulla',
    errors: {
      notConnected: 'Collega prima un wallet sulla rete del pagamento',
      rejected: 'Hai rifiutato il pagamento nel tuo wallet',
      insufficientFunds: 'Fondi insufficienti: {symbol} non basta per questo pagamento',
      insufficientFundsAny: 'Fondi insufficienti per questo pagamento',
      noSwap:
        'Fondi insufficienti: non puoi pagare {amount} e nessun token che possiedi può essere scambiato per il resto',
      closed: 'Il pagamento è stato annullato: la finestra è stata chiusa',
    },
  },
  social: {
    continueWith: 'Continua con {name}',
    more: 'Altre opzioni di accesso',
    listLabel: 'Accedi con un account social',
    connecting: {
      title: 'Accedi con {name}',
      waiting: 'Continua nella finestra che si è aperta',
      retry: 'Riprova',
      checking: 'Accesso in corso',
    },
    errors: {
      popupBlocked: 'Consenti i pop-up per questo sito per accedere con {name}',
      popupClosed: 'La finestra di accesso è stata chiusa prima che finissi',
    },
    farcaster: {
      title: 'Scansiona questo codice QR con il telefono',
      description: 'Oppure apri il link nell’app Farcaster per accedere',
      openApp: 'Apri nell’app Farcaster',
      copy: 'Copia link',
      copied: 'Link copiato',
      preparing: 'Preparazione dell’accesso',
      qrLabel: 'Codice QR per accedere con Farcaster',
    },
    account: {
      signedInWith: 'Accesso effettuato con {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'Approva in {wallet}',
    waitingText: 'Apri l’app del tuo wallet e approva o rifiuta lì la richiesta.',
    method: 'Richiesta: {method}',
    cancel: 'Annulla',
    timedOutTitle: 'Richiesta scaduta',
    timedOutText:
      '{wallet} non ha risposto in tempo, quindi la richiesta è stata annullata. Controlla l’app del wallet e riprova.',
    close: 'Chiudi',
  },
};
