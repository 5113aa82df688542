import type { ExtraMessages } from '../../messages';

/** French: Pay, social login, wallet requests, wallet errors and snackbar fallbacks. Terms: ../../glossary/fr.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'Demande de paiement',
    to: 'À',
    network: 'Réseau',
    balance: 'Votre solde : {amount}',
    loading: 'Lecture de votre solde',
    confirm: 'Payer {amount}',
    paying: 'Paiement en cours',
    swapFirst: 'Vous n’avez pas assez de {symbol}. Échangez d’abord un token que vous détenez, puis payez :',
    swapOption: 'Échanger {amountIn} contre au moins {amountOut}',
    findingSwaps: 'Recherche d’un échange',
    swapAndPay: 'Échanger et payer',
    swapping: 'Échange en cours',
    connect: 'Connectez un wallet pour payer',
    connectButton: 'Connecter un wallet',
    switchNetwork: 'Passer à {name}',
    paid: '{amount} payé',
    cancel: 'Annuler',
    errors: {
      notConnected: 'Connectez d’abord un wallet sur le réseau du paiement',
      rejected: 'Vous avez refusé le paiement dans votre wallet',
      insufficientFunds: 'Fonds insuffisants : pas assez de {symbol} pour ce paiement',
      insufficientFundsAny: 'Fonds insuffisants pour ce paiement',
      noSwap:
        'Fonds insuffisants : vous ne pouvez pas payer {amount}, et aucun token que vous détenez ne peut être échangé contre le reste',
      closed: 'Le paiement a été annulé : la fenêtre a été fermée',
    },
  },
  social: {
    continueWith: 'Continuer avec {name}',
    more: 'Plus d’options de connexion',
    listLabel: 'Se connecter avec un compte social',
    connecting: {
      title: 'Se connecter avec {name}',
      waiting: 'Continuez dans la fenêtre qui s’est ouverte',
      retry: 'Réessayer',
      checking: 'Connexion en cours',
    },
    errors: {
      popupBlocked: 'Autorisez les pop-ups pour ce site afin de vous connecter avec {name}',
      popupClosed: 'La fenêtre de connexion a été fermée avant la fin',
    },
    farcaster: {
      title: 'Scannez ce QR code avec votre téléphone',
      description: 'Ou ouvrez le lien dans l’app Farcaster pour vous connecter',
      openApp: 'Ouvrir dans l’app Farcaster',
      copy: 'Copier le lien',
      copied: 'Lien copié',
      preparing: 'Préparation de la connexion',
      qrLabel: 'QR code pour se connecter avec Farcaster',
    },
    account: {
      signedInWith: 'Connecté avec {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'Approuvez dans {wallet}',
    waitingText: 'Ouvrez l’app de votre wallet et approuvez ou refusez la demande.',
    method: 'Demande : {method}',
    cancel: 'Annuler',
    timedOutTitle: 'Délai de la demande dépassé',
    timedOutText:
      '{wallet} n’a pas répondu à temps, la demande a donc été annulée. Vérifiez l’app de votre wallet et réessayez.',
    close: 'Fermer',
  },
  system: {
    unknownError: 'Erreur inconnue',
  },
  notices: {
    activityFailed: 'Impossible de charger les transactions',
    secureFrameTitle: 'Wallet sécurisé',
    copyLinkFailed: 'Impossible de copier le lien',
  },
  chainErrors: {
    userRejected: 'Vous avez refusé la demande dans votre wallet.',
    unrecognizedChain: 'Votre wallet ne connaît pas encore ce réseau. Ajoutez-le au wallet, puis réessayez.',
    insufficientFunds: 'Fonds insuffisants pour payer cette transaction et son gas.',
    feeCapTooHigh: 'Les frais max par unité de gas dépassent la valeur la plus haute autorisée (2^256-1).',
    feeCapTooLow:
      'Les frais max par unité de gas sont inférieurs aux frais de base actuels. Augmentez les frais et réessayez.',
    tipAboveFeeCap: 'Les frais de priorité ne peuvent pas dépasser les frais max par unité de gas.',
    nonceTooHigh:
      'Le nonce de la transaction est en avance sur le compte. Attendez les transactions en cours ou réinitialisez le nonce.',
    nonceTooLow:
      'Le nonce de la transaction a déjà été utilisé. Réinitialisez le nonce dans votre wallet, puis réessayez.',
    nonceMaxValue: 'Ce compte a atteint le nonce le plus élevé possible.',
    intrinsicGasTooHigh: 'La limite de gas dépasse la limite de gas du bloc.',
    intrinsicGasTooLow: 'La limite de gas est trop basse pour cette transaction.',
    transactionTypeNotSupported: 'Ce réseau ne prend pas en charge ce type de transaction.',
    transactionReceiptNotFound: 'Le reçu de la transaction n’est pas encore disponible.',
    transactionNotFound: 'La transaction est introuvable.',
    waitForReceiptTimeout: 'Délai dépassé en attendant la confirmation de la transaction.',
    chainMismatch:
      'Votre wallet est sur un autre réseau que cette transaction. Changez de réseau, puis réessayez.',
    chainNotConfigured: 'Ce réseau n’est pas configuré dans l’app.',
    invalidChainId: 'Le wallet a signalé un identifiant de chaîne invalide.',
    walletError: 'Le wallet n’a pas pu traiter la demande.',
    reverted: 'La transaction échouerait : le contrat l’a rejetée.',
    revertedWithReason: 'La transaction échouerait : {reason}.',
  },
  secureErrors: {
    tooManyRequests: 'Trop de demandes depuis cette adresse : réessayez plus tard',
    cooldown: 'Réessayez dans {count, plural, one {# seconde} other {# secondes}}',
    noCode: 'Aucun code n’a été envoyé à cet e-mail : demandez-en un nouveau',
    wrongCode: 'Code non valide : {count, plural, one {encore # essai} other {encore # essais}}',
    codeExpired: 'Le code a expiré : demandez-en un nouveau',
    codeExhausted: 'Trop de codes erronés : demandez-en un nouveau',
    codeFormat: 'Le code comporte six chiffres',
    startWithEmail: 'Commencez par votre adresse e-mail',
    deviceNotApproved:
      'Cet appareil n’est pas encore approuvé : ouvrez le lien que nous vous avons envoyé par e-mail',
    emailTaken: 'Cet e-mail est déjà utilisé par un autre compte',
    emailUnchanged: 'C’est déjà votre e-mail',
    noEmailUpdate: 'Aucun changement d’e-mail en cours : recommencez',
    primaryConfirmed: 'Votre e-mail actuel est confirmé : saisissez le code envoyé au nouveau',
    primaryNotConfirmed: 'Saisissez d’abord le code envoyé à votre e-mail actuel',
  },
};
