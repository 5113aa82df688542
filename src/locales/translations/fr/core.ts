import type { CoreMessages } from '../../messages';

/** French: entry elements, shell, Connect, Account, networks, alerts. Terms: ../../glossary/fr.md */
export const messages: CoreMessages = {
  connectButton: {
    label: 'Connecter un wallet',
    loadingLabel: 'Connexion…',
    setupError: 'Erreur de configuration du wallet',
  },
  networkButton: { noNetwork: 'Réseau' },
  modal: {
    title: 'Connecter un wallet',
    close: 'Fermer',
    back: 'Retour',
    intro: 'Choisissez comment vous connecter.',
  },
  router: {
    loading: 'Chargement',
    loadFailed: 'Impossible de charger cet écran.',
    retry: 'Réessayer',
    unavailable: 'Cet écran n’est pas disponible dans cette app.',
  },
  alertBar: { close: 'Fermer l’alerte' },
  viewTitles: {
    Connect: 'Connecter un wallet',
    ConnectingExternal: 'Connexion',
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    ConnectingSiwe: 'Se connecter',
    ConnectingFarcaster: 'Farcaster',
    ConnectingSocial: 'Connexion sociale',
    ConnectWallets: 'Connecter un wallet',
    ConnectSocials: 'Tous les réseaux sociaux',
    SIWXSignMessage: 'Se connecter',
    UnsupportedChain: 'Changer de réseau',
    ApproveTransaction: 'Approuver la transaction',
    Account: 'Compte',
    AccountSettings: 'Paramètres du compte',
    AllWallets: 'Tous les wallets',
    Networks: 'Choisir un réseau',
    SwitchNetwork: 'Changer de réseau',
    SwitchAddress: 'Changer d’adresse',
    WhatIsAWallet: 'Qu’est-ce qu’un wallet ?',
    WhatIsANetwork: 'Qu’est-ce qu’un réseau ?',
    GetWallet: 'Obtenir un wallet',
    Downloads: 'Téléchargements',
    EmailLogin: 'Connexion par e-mail',
    EmailVerifyOtp: 'Confirmer l’e-mail',
    EmailVerifyDevice: 'Enregistrer l’appareil',
    UpdateEmailWallet: 'Modifier l’e-mail',
    UpdateEmailPrimaryOtp: 'Confirmer l’e-mail actuel',
    UpdateEmailSecondaryOtp: 'Confirmer le nouvel e-mail',
    UpgradeEmailWallet: 'Améliorer votre wallet',
    Profile: 'Profil',
    Transactions: 'Activité',
    Swap: 'Échanger',
    SwapSelectToken: 'Choisir un token',
    SwapPreview: 'Vérifier l’échange',
    WalletSend: 'Envoyer',
    WalletSendSelectToken: 'Choisir un token',
    WalletSendPreview: 'Vérifier l’envoi',
    WalletReceive: 'Recevoir',
    OnRampProviders: 'Choisir un fournisseur',
    OnRampActivity: 'Activité',
    OnRampTokenSelect: 'Choisir un token',
    OnRampFiatSelect: 'Choisir une devise',
    BuyInProgress: 'Acheter',
    Pay: 'Payer',
  },
  connect: {
    list: {
      label: 'Wallets',
      installed: 'Installé',
      recent: 'Récent',
      notInstalled: 'Non installé · l’obtenir',
      unavailable: 'Indisponible dans ce navigateur',
      allWallets: 'Tous les wallets',
      whatIsAWallet: 'Qu’est-ce qu’un wallet ?',
      continueWithWallet: 'Continuer avec un wallet',
    },
    legal: {
      checkboxPrefix: 'J’accepte les',
      terms: 'Conditions d’utilisation',
      and: 'et la',
      privacy: 'Politique de confidentialité',
      hint: 'Acceptez les conditions pour choisir un wallet.',
    },
    allWallets: {
      searchLabel: 'Rechercher des wallets',
      searchPlaceholder: 'Rechercher un wallet',
      listLabel: 'Tous les wallets',
      loading: 'Chargement des wallets',
      count: '{count, plural, one {# wallet} other {# wallets}}',
      noResultsTitle: 'Aucun wallet trouvé',
      noResultsDescription: 'Aucun résultat pour « {query} ». Essayez un autre nom.',
      registryError: 'Impossible de charger la liste des wallets :',
    },
    connecting: {
      continueIn: 'Continuez dans {wallet}',
      waitingDescription: 'Acceptez la demande de connexion dans votre wallet.',
      connected: 'Connecté',
      failedTitle: 'Échec de la connexion',
      failedFallback: 'Le wallet ne s’est pas connecté. Réessayez.',
      retry: 'Réessayer',
      noWallet: 'Aucun wallet choisi. Revenez en arrière et choisissez-en un.',
    },
    whatIsAWallet: {
      sections: [
        {
          title: 'Un foyer pour vos actifs numériques',
          body: 'Un wallet détient les clés de vos tokens et NFT pour que vous puissiez les conserver, les envoyer et les recevoir.',
        },
        {
          title: 'Une connexion pour toutes les apps',
          body: 'Au lieu d’un nouvel identifiant et mot de passe, vous connectez votre wallet et approuvez vous-même chaque demande.',
        },
        {
          title: 'Vous gardez le contrôle',
          body: 'Les apps ne voient jamais vos clés : chaque signature et transaction doit être approuvée dans le wallet.',
        },
      ],
      getWallet: 'Obtenir un wallet',
    },
  },
  account: {
    profile: {
      copyAddress: 'Copier l’adresse',
      addressCopied: 'Adresse copiée',
      copyFailed: 'Impossible de copier l’adresse',
      networkLabel: 'Réseau',
      noNetwork: 'Aucun réseau',
    },
    balance: {
      loading: 'Chargement du solde',
      unavailable: 'Solde indisponible',
      unavailableDescription: 'Impossible de lire les soldes sur {network}. Réessayez plus tard.',
    },
    features: { onramp: 'Acheter des cryptos', swaps: 'Échanger', receive: 'Recevoir', send: 'Envoyer' },
    tabs: { tokens: 'Tokens', nfts: 'NFT', activity: 'Activité' },
    empty: {
      tokensTitle: 'Pas encore de tokens',
      tokensDescription: 'Les tokens que vous détenez sur ce réseau apparaîtront ici.',
      nftsTitle: 'Pas encore de NFT',
      nftsDescription: 'Les NFT que vous possédez sur ce réseau apparaîtront ici.',
      activityTitle: 'Pas encore d’activité',
      activityDescription: 'Vos transactions sur ce réseau apparaîtront ici.',
    },
    disconnect: 'Déconnecter',
    approve: {
      title: 'Approuvez dans votre wallet',
      description: 'Vérifiez la demande dans votre wallet et approuvez-la pour continuer.',
      waiting: 'En attente d’approbation',
      pending: '{count, plural, one {# demande en attente} other {# demandes en attente}}',
      frameLabel: 'Zone d’approbation sécurisée',
    },
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Réseau introuvable',
      longMessage:
        'Le réseau demandé n’est pas configuré. Ajoutez-le à la liste des réseaux passée à createAppKit.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Configuration de l’app invalide',
      longMessage:
        'Ce site n’est pas autorisé à utiliser le projet : son origine ne figure pas dans la liste autorisée ou son domaine n’est pas vérifié.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Erreur réseau – impossible de charger le wallet intégré',
      longMessage:
        'Le wallet intégré ne s’est pas chargé. Vérifiez votre connexion et vos bloqueurs de contenu, puis réessayez.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Délai dépassé pour le wallet intégré',
      longMessage: 'Le wallet intégré a mis trop de temps à répondre. Veuillez réessayer.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Session expirée',
      longMessage:
        'Votre session n’est plus valide. Vérifiez que l’horloge de votre appareil est à l’heure, puis reconnectez-vous.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'ID de projet invalide',
      longMessage: 'L’ID de projet n’est pas reconnu. Vérifiez le projectId passé à createAppKit.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'ID de projet non configuré',
      longMessage:
        'Aucun ID de projet n’est défini. Passez projectId à createAppKit pour activer cette fonction.',
    },
  },
  networks: {
    search: { label: 'Rechercher des réseaux', placeholder: 'Rechercher un réseau' },
    listLabel: 'Réseaux',
    noResults: 'Aucun réseau trouvé',
    noResultsDescription: 'Essayez un autre nom.',
    unsupported: 'Non pris en charge',
    whatIsANetwork: 'Qu’est-ce qu’un réseau ?',
    unsupportedChain: {
      title: 'Réseau non pris en charge',
      description:
        'Votre wallet est sur un réseau que cette app ne prend pas en charge. Passez à l’un des réseaux ci-dessous pour continuer.',
      disconnect: 'Déconnecter',
    },
    explainer: {
      sections: [
        {
          title: 'Des blockchains distinctes',
          text: 'Un réseau est une blockchain. Ethereum, Base ou Solana tiennent chacun leur propre registre de qui possède quoi.',
        },
        {
          title: 'Un wallet, plusieurs réseaux',
          text: 'Un wallet peut détenir des actifs sur plusieurs réseaux. Votre solde et votre activité dépendent du réseau choisi.',
        },
        {
          title: 'Changer est sans risque',
          text: 'Changer de réseau modifie seulement l’endroit où cette app lit et envoie. Rien ne quitte votre wallet.',
        },
      ],
    },
  },
  primitives: {
    copy: 'Copier',
    loading: 'Chargement',
    close: 'Fermer',
    search: 'Rechercher',
    clearSearch: 'Effacer la recherche',
    qrCode: 'Code QR',
    selected: 'Sélectionné',
    installed: 'Installé',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  },
};
