import type { ExtraMessages } from '../../messages';

/** Ukrainian: Pay, social login and wallet requests. Terms: ../../glossary/uk.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'Запит на оплату',
    to: 'Кому',
    network: 'Мережа',
    balance: 'Ваш баланс: {amount}',
    loading: 'Читаємо ваш баланс',
    confirm: 'Сплатити {amount}',
    paying: 'Оплата',
    swapFirst: 'У вас недостатньо {symbol}. Спершу обміняйте наявний токен, потім сплатіть:',
    swapOption: 'Обміняти {amountIn} щонайменше на {amountOut}',
    findingSwaps: 'Шукаємо обмін',
    swapAndPay: 'Обміняти й сплатити',
    swapping: 'Обмін',
    connect: 'Підключіть гаманець, щоб сплатити',
    connectButton: 'Підключити гаманець',
    switchNetwork: 'Перейти на {name}',
    paid: 'Сплачено {amount}',
    cancel: 'Скасувати',
    errors: {
      notConnected: 'Спершу підключіть гаманець у мережі оплати',
      rejected: 'Ви відхилили оплату в гаманці',
      insufficientFunds: 'Недостатньо коштів: бракує {symbol} для цієї оплати',
      insufficientFundsAny: 'Недостатньо коштів для цієї оплати',
      noSwap:
        'Недостатньо коштів: ви не можете сплатити {amount}, і жоден ваш токен не можна обміняти на решту',
      closed: 'Оплату скасовано: вікно закрито',
    },
  },
  social: {
    continueWith: 'Продовжити з {name}',
    more: 'Інші способи входу',
    listLabel: 'Увійти через соцмережу',
    connecting: {
      title: 'Увійти через {name}',
      waiting: 'Продовжте у вікні, що відкрилося',
      retry: 'Спробувати ще раз',
      checking: 'Виконуємо вхід',
    },
    errors: {
      popupBlocked: 'Дозвольте спливаючі вікна для цього сайту, щоб увійти через {name}',
      popupClosed: 'Вікно входу закрили до завершення',
    },
    farcaster: {
      title: 'Відскануйте цей QR-код телефоном',
      description: 'Або відкрийте посилання в застосунку Farcaster, щоб увійти',
      openApp: 'Відкрити в застосунку Farcaster',
      copy: 'Копіювати посилання',
      copied: 'Посилання скопійовано',
      preparing: 'Готуємо вхід',
      qrLabel: 'QR-код для входу через Farcaster',
    },
    account: {
      signedInWith: 'Вхід через {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'Підтвердьте в {wallet}',
    waitingText: 'Відкрийте застосунок гаманця та підтвердьте або відхиліть запит.',
    method: 'Запит: {method}',
    cancel: 'Скасувати',
    timedOutTitle: 'Час запиту вичерпано',
    timedOutText:
      '{wallet} не відповів вчасно, тому запит скасовано. Перевірте застосунок гаманця й спробуйте ще раз.',
    close: 'Закрити',
  },
};
