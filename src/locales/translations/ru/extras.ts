import type { ExtraMessages } from '../../messages';

/** Russian: Pay, social login and wallet requests. Terms: ../../glossary/ru.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'Запрос на оплату',
    to: 'Кому',
    network: 'Сеть',
    balance: 'Ваш баланс: {amount}',
    loading: 'Читаем ваш баланс',
    confirm: 'Оплатить {amount}',
    paying: 'Оплата',
    swapFirst: 'У вас недостаточно {symbol}. Сначала обменяйте имеющийся токен, затем оплатите:',
    swapOption: 'Обменять {amountIn} минимум на {amountOut}',
    findingSwaps: 'Ищем обмен',
    swapAndPay: 'Обменять и оплатить',
    swapping: 'Обмен',
    connect: 'Подключите кошелёк, чтобы оплатить',
    connectButton: 'Подключить кошелёк',
    switchNetwork: 'Переключиться на {name}',
    paid: 'Оплачено {amount}',
    cancel: 'Отмена',
    errors: {
      notConnected: 'Сначала подключите кошелёк в сети оплаты',
      rejected: 'Вы отклонили оплату в кошельке',
      insufficientFunds: 'Недостаточно средств: не хватает {symbol} для этой оплаты',
      insufficientFundsAny: 'Недостаточно средств для этой оплаты',
      noSwap:
        'Недостаточно средств: вы не можете оплатить {amount}, и ни один ваш токен нельзя обменять на остаток',
      closed: 'Оплата отменена: окно закрыто',
    },
  },
  social: {
    continueWith: 'Продолжить с {name}',
    more: 'Другие способы входа',
    listLabel: 'Войти через соцсеть',
    connecting: {
      title: 'Войти через {name}',
      waiting: 'Продолжите в открывшемся окне',
      retry: 'Повторить',
      checking: 'Выполняем вход',
    },
    errors: {
      popupBlocked: 'Разрешите всплывающие окна для этого сайта, чтобы войти через {name}',
      popupClosed: 'Окно входа закрыли до завершения',
    },
    farcaster: {
      title: 'Отсканируйте этот QR-код телефоном',
      description: 'Или откройте ссылку в приложении Farcaster, чтобы войти',
      openApp: 'Открыть в приложении Farcaster',
      copy: 'Копировать ссылку',
      copied: 'Ссылка скопирована',
      preparing: 'Готовим вход',
      qrLabel: 'QR-код для входа через Farcaster',
    },
    account: {
      signedInWith: 'Вход через {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'Подтвердите в {wallet}',
    waitingText: 'Откройте приложение кошелька и подтвердите или отклоните запрос.',
    method: 'Запрос: {method}',
    cancel: 'Отмена',
    timedOutTitle: 'Время запроса истекло',
    timedOutText:
      '{wallet} не ответил вовремя, поэтому запрос отменён. Проверьте приложение кошелька и попробуйте снова.',
    close: 'Закрыть',
  },
};
