import type { ExtraMessages } from '../../messages';

/** Spanish: Pay, social login, wallet requests, wallet errors and snackbar fallbacks. Terms: ../../glossary/es.md */
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
  system: {
    unknownError: 'Error desconocido',
  },
  notices: {
    activityFailed: 'No se pudieron cargar las transacciones',
    secureFrameTitle: 'Billetera segura',
    copyLinkFailed: 'No se pudo copiar el enlace',
  },
  chainErrors: {
    userRejected: 'Rechazaste la solicitud en tu billetera.',
    unrecognizedChain: 'Tu billetera aún no conoce esta red. Agrégala a la billetera y vuelve a intentarlo.',
    insufficientFunds: 'No tienes fondos suficientes para pagar esta transacción y su gas.',
    feeCapTooHigh: 'La comisión máxima por gas supera el valor más alto permitido (2^256-1).',
    feeCapTooLow:
      'La comisión máxima por gas está por debajo de la comisión base actual. Súbela y vuelve a intentarlo.',
    tipAboveFeeCap: 'La comisión de prioridad no puede superar la comisión máxima por gas.',
    nonceTooHigh:
      'El nonce de la transacción va por delante de la cuenta. Espera las transacciones pendientes o restablece el nonce.',
    nonceTooLow:
      'El nonce de la transacción ya se usó. Restablece el nonce en tu billetera y vuelve a intentarlo.',
    nonceMaxValue: 'Esta cuenta llegó al nonce más alto posible.',
    intrinsicGasTooHigh: 'El límite de gas supera el límite de gas del bloque.',
    intrinsicGasTooLow: 'El límite de gas es demasiado bajo para esta transacción.',
    transactionTypeNotSupported: 'Esta red no admite este tipo de transacción.',
    transactionReceiptNotFound: 'El comprobante de la transacción aún no está disponible.',
    transactionNotFound: 'No se encontró la transacción.',
    waitForReceiptTimeout: 'Se agotó el tiempo de espera para confirmar la transacción.',
    chainMismatch: 'Tu billetera está en otra red que esta transacción. Cambia de red y vuelve a intentarlo.',
    chainNotConfigured: 'Esta red no está configurada en la app.',
    invalidChainId: 'La billetera informó un ID de cadena no válido.',
    walletError: 'La billetera no pudo completar la solicitud.',
    reverted: 'La transacción fallaría: el contrato la revirtió.',
    revertedWithReason: 'La transacción fallaría: {reason}.',
  },
};
