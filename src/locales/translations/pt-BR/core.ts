import type { CoreMessages } from '../../messages';

/** Brazilian Portuguese: entry elements, shell, Connect, Account, networks, alerts. Terms: ../../glossary/pt-BR.md */
export const messages: CoreMessages = {
  connectButton: {
    label: 'Conectar carteira',
    loadingLabel: 'Conectando…',
    setupError: 'Erro na configuração da carteira',
  },
  networkButton: { noNetwork: 'Rede' },
  modal: {
    title: 'Conectar carteira',
    close: 'Fechar',
    back: 'Voltar',
    intro: 'Escolha como você quer se conectar.',
  },
  router: {
    loading: 'Carregando',
    loadFailed: 'Não foi possível carregar esta tela.',
    retry: 'Tentar de novo',
    unavailable: 'Esta tela não está disponível neste app.',
  },
  alertBar: { close: 'Fechar aviso' },
  viewTitles: {
    Connect: 'Conectar carteira',
    ConnectingExternal: 'Conectando',
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    ConnectingSiwe: 'Entrar',
    ConnectingFarcaster: 'Farcaster',
    ConnectingSocial: 'Login social',
    ConnectWallets: 'Conectar carteira',
    ConnectSocials: 'Todas as redes sociais',
    SIWXSignMessage: 'Entrar',
    UnsupportedChain: 'Trocar de rede',
    ApproveTransaction: 'Aprovar transação',
    Account: 'Conta',
    AccountSettings: 'Configurações da conta',
    AllWallets: 'Todas as carteiras',
    Networks: 'Escolher rede',
    SwitchNetwork: 'Trocar de rede',
    SwitchAddress: 'Trocar de endereço',
    WhatIsAWallet: 'O que é uma carteira?',
    WhatIsANetwork: 'O que é uma rede?',
    GetWallet: 'Obter uma carteira',
    Downloads: 'Downloads',
    EmailLogin: 'Login com e-mail',
    EmailVerifyOtp: 'Confirmar e-mail',
    EmailVerifyDevice: 'Registrar dispositivo',
    UpdateEmailWallet: 'Editar e-mail',
    UpdateEmailPrimaryOtp: 'Confirmar e-mail atual',
    UpdateEmailSecondaryOtp: 'Confirmar novo e-mail',
    UpgradeEmailWallet: 'Atualize sua carteira',
    Profile: 'Perfil',
    Transactions: 'Atividade',
    Swap: 'Trocar',
    SwapSelectToken: 'Escolher token',
    SwapPreview: 'Revisar troca',
    WalletSend: 'Enviar',
    WalletSendSelectToken: 'Escolher token',
    WalletSendPreview: 'Revisar envio',
    WalletReceive: 'Receber',
    OnRampProviders: 'Escolher provedor',
    OnRampActivity: 'Atividade',
    OnRampTokenSelect: 'Escolher token',
    OnRampFiatSelect: 'Escolher moeda',
    BuyInProgress: 'Comprar',
    Pay: 'Pagar',
  },
  connect: {
    list: {
      label: 'Carteiras',
      installed: 'Instalada',
      recent: 'Recente',
      notInstalled: 'Não instalada · obter',
      unavailable: 'Indisponível neste navegador',
      allWallets: 'Todas as carteiras',
      whatIsAWallet: 'O que é uma carteira?',
      continueWithWallet: 'Continuar com uma carteira',
    },
    legal: {
      checkboxPrefix: 'Eu concordo com os',
      terms: 'Termos de Serviço',
      and: 'e a',
      privacy: 'Política de Privacidade',
      hint: 'Aceite os termos para escolher uma carteira.',
    },
    allWallets: {
      searchLabel: 'Buscar carteiras',
      searchPlaceholder: 'Buscar carteira',
      listLabel: 'Todas as carteiras',
      loading: 'Carregando carteiras',
      count: '{count, plural, one {# carteira} other {# carteiras}}',
      noResultsTitle: 'Nenhuma carteira encontrada',
      noResultsDescription: 'Nada corresponde a “{query}”. Tente outro nome.',
      registryError: 'Não foi possível carregar a lista de carteiras:',
    },
    connecting: {
      continueIn: 'Continue na {wallet}',
      waitingDescription: 'Aceite o pedido de conexão na sua carteira.',
      connected: 'Conectada',
      failedTitle: 'Falha na conexão',
      failedFallback: 'A carteira não se conectou. Tente de novo.',
      retry: 'Tentar de novo',
      noWallet: 'Nenhuma carteira escolhida. Volte e escolha uma.',
    },
    whatIsAWallet: {
      sections: [
        {
          title: 'Um lar para seus ativos digitais',
          body: 'Uma carteira guarda as chaves dos seus tokens e NFTs, para você guardar, enviar e receber.',
        },
        {
          title: 'Um login para todos os apps',
          body: 'Em vez de um novo usuário e senha, você conecta sua carteira e aprova cada pedido você mesmo.',
        },
        {
          title: 'Você no controle',
          body: 'Os apps nunca veem suas chaves: cada assinatura e transação precisa da sua aprovação na carteira.',
        },
      ],
      getWallet: 'Obter uma carteira',
    },
  },
  account: {
    profile: {
      copyAddress: 'Copiar endereço',
      addressCopied: 'Endereço copiado',
      copyFailed: 'Não foi possível copiar o endereço',
      networkLabel: 'Rede',
      noNetwork: 'Sem rede',
    },
    balance: {
      loading: 'Carregando saldo',
      unavailable: 'Saldo indisponível',
      unavailableDescription: 'Não foi possível ler os saldos em {network}. Tente mais tarde.',
    },
    features: { onramp: 'Comprar cripto', swaps: 'Trocar', receive: 'Receber', send: 'Enviar' },
    tabs: { tokens: 'Tokens', nfts: 'NFTs', activity: 'Atividade' },
    empty: {
      tokensTitle: 'Nenhum token ainda',
      tokensDescription: 'Os tokens que você tem nesta rede aparecerão aqui.',
      nftsTitle: 'Nenhum NFT ainda',
      nftsDescription: 'Os NFTs que você tem nesta rede aparecerão aqui.',
      activityTitle: 'Nenhuma atividade ainda',
      activityDescription: 'Suas transações nesta rede aparecerão aqui.',
    },
    disconnect: 'Desconectar',
    approve: {
      title: 'Aprove na sua carteira',
      description: 'Revise o pedido na sua carteira e aprove-o lá para continuar.',
      waiting: 'Aguardando aprovação',
      pending: '{count, plural, one {# pedido aguardando} other {# pedidos aguardando}}',
      frameLabel: 'Área de aprovação segura',
    },
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Rede não encontrada',
      longMessage:
        'A rede pedida não está configurada. Adicione-a à lista de redes passada para createAppKit.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Configuração do app inválida',
      longMessage:
        'Este site não pode usar o projeto: a origem dele não está na lista permitida ou o domínio não foi verificado.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Erro de rede - não foi possível carregar a carteira integrada',
      longMessage:
        'A carteira integrada não carregou. Verifique sua conexão e bloqueadores de conteúdo e tente de novo.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Tempo esgotado na carteira integrada',
      longMessage: 'A carteira integrada demorou demais para responder. Tente de novo.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Sessão expirada',
      longMessage:
        'Sua sessão não é mais válida. Confira se o relógio do seu dispositivo está certo e conecte de novo.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'ID do projeto inválido',
      longMessage: 'O ID do projeto não foi reconhecido. Verifique o projectId passado para createAppKit.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'ID do projeto não configurado',
      longMessage:
        'Nenhum ID de projeto foi definido. Passe projectId para createAppKit para ativar este recurso.',
    },
  },
  networks: {
    search: { label: 'Buscar redes', placeholder: 'Buscar rede' },
    listLabel: 'Redes',
    noResults: 'Nenhuma rede encontrada',
    noResultsDescription: 'Tente outro nome.',
    unsupported: 'Não suportada',
    whatIsANetwork: 'O que é uma rede?',
    unsupportedChain: {
      title: 'Rede não suportada',
      description:
        'Sua carteira está em uma rede que este app não suporta. Troque para uma das redes abaixo para continuar.',
      disconnect: 'Desconectar',
    },
    explainer: {
      sections: [
        {
          title: 'Blockchains separadas',
          text: 'Uma rede é uma blockchain. Ethereum, Base e Solana mantêm cada uma seu próprio registro de quem tem o quê.',
        },
        {
          title: 'Uma carteira, várias redes',
          text: 'Uma carteira pode ter ativos em várias redes. Seu saldo e sua atividade dependem da rede em que você está.',
        },
        {
          title: 'Trocar é seguro',
          text: 'Trocar de rede só muda de onde este app lê e envia. Nada sai da sua carteira.',
        },
      ],
    },
  },
  primitives: {
    copy: 'Copiar',
    loading: 'Carregando',
    close: 'Fechar',
    search: 'Buscar',
    clearSearch: 'Limpar busca',
    qrCode: 'QR code',
    selected: 'Selecionado',
    installed: 'Instalada',
    opensInNewTab: '(abre em uma nova aba)',
  },
};
