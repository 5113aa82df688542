import type { ExtraMessages } from '../../messages';

/** Brazilian Portuguese: Pay, social login and wallet requests. Terms: ../../glossary/pt-BR.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'Solicitação de pagamento',
    to: 'Para',
    network: 'Rede',
    balance: 'Seu saldo: {amount}',
    loading: 'Lendo seu saldo',
    confirm: 'Pagar {amount}',
    paying: 'Pagando',
    swapFirst: 'Você não tem {symbol} suficiente. Troque primeiro um token que você tem e depois pague:',
    swapOption: 'Trocar {amountIn} por pelo menos {amountOut}',
    findingSwaps: 'Procurando uma troca',
    swapAndPay: 'Trocar e pagar',
    swapping: 'Trocando',
    connect: 'Conecte uma carteira para pagar',
    connectButton: 'Conectar carteira',
    switchNetwork: 'Mudar para {name}',
    paid: '{amount} pago',
    cancel: 'Cancelar',
    errors: {
      notConnected: 'Conecte primeiro uma carteira na rede do pagamento',
      rejected: 'Você recusou o pagamento na sua carteira',
      insufficientFunds: 'Saldo insuficiente: {symbol} não é suficiente para este pagamento',
      insufficientFundsAny: 'Saldo insuficiente para este pagamento',
      noSwap:
        'Saldo insuficiente: você não pode pagar {amount} e nenhum token que você tem pode ser trocado pelo restante',
      closed: 'O pagamento foi cancelado: a janela foi fechada',
    },
  },
  social: {
    continueWith: 'Continuar com {name}',
    more: 'Mais opções de login',
    listLabel: 'Entrar com uma conta social',
    connecting: {
      title: 'Entrar com {name}',
      waiting: 'Continue na janela que foi aberta',
      retry: 'Tentar novamente',
      checking: 'Fazendo seu login',
    },
    errors: {
      popupBlocked: 'Permita pop-ups neste site para entrar com {name}',
      popupClosed: 'A janela de login foi fechada antes de você terminar',
    },
    farcaster: {
      title: 'Escaneie este QR code com seu celular',
      description: 'Ou abra o link no app Farcaster para entrar',
      openApp: 'Abrir no app Farcaster',
      copy: 'Copiar link',
      copied: 'Link copiado',
      preparing: 'Preparando o login',
      qrLabel: 'QR code para entrar com Farcaster',
    },
    account: {
      signedInWith: 'Conectado com {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'Aprove em {wallet}',
    waitingText: 'Abra o app da sua carteira e aprove ou recuse a solicitação lá.',
    method: 'Solicitação: {method}',
    cancel: 'Cancelar',
    timedOutTitle: 'Solicitação expirada',
    timedOutText:
      '{wallet} não respondeu a tempo, então a solicitação foi cancelada. Verifique o app da sua carteira e tente novamente.',
    close: 'Fechar',
  },
};
