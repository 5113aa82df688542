import type { ExtraMessages } from '../../messages';

/** Spanish: Pay, social login and wallet requests. Terms: ../../glossary/es.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'Solicitud de pago',
    to: 'Para',
    network: 'Red',
    balance: 'Tu saldo: {amount}',
    loading: 'Leyendo tu saldo',
    confirm: 'Pagar {amount}',
    paying: 'Pagando',
    swapFirst: 'No tienes suficiente {symbol}. Primero intercambia un token que tengas y luego paga:',
    swapOption: 'Intercambiar {amountIn} por al menos {amountOut}',
    findingSwaps: 'Buscando un intercambio',
    swapAndPay: 'Intercambiar y pagar',
    swapping: 'Intercambiando',
    connect: 'Conecta una billetera para pagar',
    connectButton: 'Conectar billetera',
    switchNetwork: 'Cambiar a {name}',
    paid: 'Pagado: {amount}',
    cancel: 'Cancelar',
    errors: {
      notConnected: 'Primero conecta una billetera en la red del pago',
      rejected: 'Rechazaste el pago en tu billetera',
      insufficientFunds: 'Fondos insuficientes: no tienes suficiente {symbol} para este pago',
      insufficientFundsAny: 'Fondos insuficientes para este pago',
      noSwap:
        'Fondos insuficientes: no puedes pagar {amount} y ningún token que tengas se puede intercambiar por el resto',
      closed: 'El pago se canceló: se cerró la ventana',
    },
  },
  social: {
    continueWith: 'Continuar con {name}',
    more: 'Más opciones de inicio de sesión',
    listLabel: 'Inicia sesión con una cuenta social',
    connecting: {
      title: 'Inicia sesión con {name}',
      waiting: 'Continúa en la ventana que se abrió',
      retry: 'Reintentar',
      checking: 'Iniciando sesión',
    },
    errors: {
      popupBlocked: 'Permite las ventanas emergentes de este sitio para iniciar sesión con {name}',
      popupClosed: 'La ventana de inicio de sesión se cerró antes de que terminaras',
    },
    farcaster: {
      title: 'Escanea este código QR con tu teléfono',
      description: 'O abre el enlace en la app de Farcaster para iniciar sesión',
      openApp: 'Abrir en la app de Farcaster',
      copy: 'Copiar enlace',
      copied: 'Enlace copiado',
      preparing: 'Preparando el inicio de sesión',
      qrLabel: 'Código QR para iniciar sesión con Farcaster',
    },
    account: {
      signedInWith: 'Sesión iniciada con {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'Aprueba en {wallet}',
    waitingText: 'Abre la app de tu billetera y aprueba o rechaza la solicitud allí.',
    method: 'Solicitud: {method}',
    cancel: 'Cancelar',
    timedOutTitle: 'Solicitud caducada',
    timedOutText:
      '{wallet} no respondió a tiempo, así que se canceló la solicitud. Revisa la app de tu billetera y vuelve a intentarlo.',
    close: 'Cerrar',
  },
};
