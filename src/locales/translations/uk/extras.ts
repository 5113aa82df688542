import type { ExtraMessages } from '../../messages';

/** Ukrainian: Pay, social login, wallet requests, wallet errors and snackbar fallbacks. Terms: ../../glossary/uk.md */
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
  system: {
    unknownError: 'Невідома помилка',
  },
  notices: {
    activityFailed: 'Не вдалося завантажити транзакції',
    secureFrameTitle: 'Захищений гаманець',
    copyLinkFailed: 'Не вдалося скопіювати посилання',
  },
  chainErrors: {
    userRejected: 'Ви відхилили запит у гаманці.',
    unrecognizedChain: 'Ваш гаманець ще не знає цієї мережі. Додайте її в гаманець і спробуйте ще раз.',
    insufficientFunds: 'Недостатньо коштів, щоб оплатити цю транзакцію і газ.',
    feeCapTooHigh: 'Максимальна комісія за газ перевищує найбільше допустиме значення (2^256-1).',
    feeCapTooLow:
      'Максимальна комісія за газ нижча за поточну базову комісію. Підвищте комісію і спробуйте ще раз.',
    tipAboveFeeCap: 'Пріоритетна комісія не може бути вищою за максимальну комісію за газ.',
    nonceTooHigh:
      'Nonce транзакції випереджає рахунок. Дочекайтеся незавершених транзакцій або скиньте nonce.',
    nonceTooLow: 'Nonce транзакції вже використано. Скиньте nonce у гаманці і спробуйте ще раз.',
    nonceMaxValue: 'Цей рахунок досяг найбільшого можливого nonce.',
    intrinsicGasTooHigh: 'Ліміт газу перевищує ліміт газу блоку.',
    intrinsicGasTooLow: 'Ліміт газу замалий для цієї транзакції.',
    transactionTypeNotSupported: 'Ця мережа не підтримує такий тип транзакцій.',
    transactionReceiptNotFound: 'Квитанція транзакції ще недоступна.',
    transactionNotFound: 'Транзакцію не знайдено.',
    waitForReceiptTimeout: 'Час очікування підтвердження транзакції минув.',
    chainMismatch: 'Ваш гаманець у іншій мережі, ніж ця транзакція. Змініть мережу і спробуйте ще раз.',
    chainNotConfigured: 'Ця мережа не налаштована в застосунку.',
    invalidChainId: 'Гаманець повідомив неправильний ідентифікатор мережі.',
    walletError: 'Гаманцю не вдалося виконати запит.',
    reverted: 'Транзакція не вдалася б: контракт її відхилив.',
    revertedWithReason: 'Транзакція не вдалася б: {reason}.',
  },
};
