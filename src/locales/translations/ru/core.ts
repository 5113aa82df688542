import type { CoreMessages } from '../../messages';

/** Russian: entry elements, shell, Connect, Account, networks, alerts. Terms: ../../glossary/ru.md */
export const messages: CoreMessages = {
  connectButton: {
    label: 'Подключить кошелёк',
    loadingLabel: 'Подключение…',
    setupError: 'Ошибка настройки кошелька',
  },
  networkButton: { noNetwork: 'Сеть' },
  modal: {
    title: 'Подключить кошелёк',
    close: 'Закрыть',
    back: 'Назад',
    intro: 'Выберите способ подключения.',
  },
  router: {
    loading: 'Загрузка',
    loadFailed: 'Не удалось загрузить этот экран.',
    retry: 'Повторить',
    unavailable: 'Этот экран недоступен в этом приложении.',
  },
  alertBar: { close: 'Скрыть уведомление' },
  viewTitles: {
    Connect: 'Подключить кошелёк',
    ConnectingExternal: 'Подключение',
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    ConnectingSiwe: 'Вход',
    ConnectingFarcaster: 'Farcaster',
    ConnectingSocial: 'Вход через соцсеть',
    ConnectWallets: 'Подключить кошелёк',
    ConnectSocials: 'Все соцсети',
    SIWXSignMessage: 'Вход',
    UnsupportedChain: 'Сменить сеть',
    ApproveTransaction: 'Подтверждение транзакции',
    Account: 'Аккаунт',
    AccountSettings: 'Настройки аккаунта',
    AllWallets: 'Все кошельки',
    Networks: 'Выбор сети',
    SwitchNetwork: 'Сменить сеть',
    SwitchAddress: 'Сменить адрес',
    WalletRequest: 'Подтвердите в кошельке',
    WhatIsAWallet: 'Что такое кошелёк?',
    WhatIsANetwork: 'Что такое сеть?',
    GetWallet: 'Завести кошелёк',
    Downloads: 'Загрузки',
    EmailLogin: 'Вход по почте',
    EmailVerifyOtp: 'Подтверждение почты',
    EmailVerifyDevice: 'Регистрация устройства',
    UpdateEmailWallet: 'Изменить почту',
    UpdateEmailPrimaryOtp: 'Подтвердите текущую почту',
    UpdateEmailSecondaryOtp: 'Подтвердите новую почту',
    UpgradeEmailWallet: 'Улучшите кошелёк',
    Profile: 'Профиль',
    Transactions: 'Активность',
    Swap: 'Обмен',
    SwapSelectToken: 'Выбор токена',
    SwapPreview: 'Проверка обмена',
    WalletSend: 'Отправить',
    WalletSendSelectToken: 'Выбор токена',
    WalletSendPreview: 'Проверка отправки',
    WalletReceive: 'Получить',
    OnRampProviders: 'Выбор провайдера',
    OnRampActivity: 'Активность',
    OnRampTokenSelect: 'Выбор токена',
    OnRampFiatSelect: 'Выбор валюты',
    BuyInProgress: 'Покупка',
    Pay: 'Оплата',
  },
  connect: {
    list: {
      label: 'Кошельки',
      installed: 'Установлен',
      recent: 'Недавние',
      notInstalled: 'Не установлен · установить',
      unavailable: 'Недоступен в этом браузере',
      allWallets: 'Все кошельки',
      whatIsAWallet: 'Что такое кошелёк?',
      continueWithWallet: 'Продолжить с кошельком',
    },
    legal: {
      checkboxPrefix: 'Я принимаю',
      terms: 'Условия использования',
      and: 'и',
      privacy: 'Политику конфиденциальности',
      hint: 'Примите условия, чтобы выбрать кошелёк.',
    },
    allWallets: {
      searchLabel: 'Поиск кошельков',
      searchPlaceholder: 'Найти кошелёк',
      listLabel: 'Все кошельки',
      loading: 'Загрузка кошельков',
      count: '{count, plural, one {# кошелёк} few {# кошелька} many {# кошельков} other {# кошелька}}',
      noResultsTitle: 'Кошелёк не найден',
      noResultsDescription: 'По запросу «{query}» ничего нет. Попробуйте другое название.',
      registryError: 'Не удалось загрузить список кошельков:',
    },
    connecting: {
      continueIn: 'Продолжите в {wallet}',
      waitingDescription: 'Подтвердите запрос на подключение в кошельке.',
      connected: 'Подключено',
      failedTitle: 'Не удалось подключиться',
      failedFallback: 'Кошелёк не подключился. Попробуйте ещё раз.',
      retry: 'Повторить',
      noWallet: 'Кошелёк не выбран. Вернитесь и выберите его.',
    },
    whatIsAWallet: {
      sections: [
        {
          title: 'Дом для ваших цифровых активов',
          body: 'Кошелёк хранит ключи от ваших токенов и NFT, чтобы вы могли хранить, отправлять и получать их.',
        },
        {
          title: 'Один вход во все приложения',
          body: 'Вместо нового логина и пароля вы подключаете кошелёк и сами подтверждаете каждый запрос.',
        },
        {
          title: 'Всё под вашим контролем',
          body: 'Приложения никогда не видят ваши ключи: каждая подпись и транзакция требует подтверждения в кошельке.',
        },
      ],
      getWallet: 'Завести кошелёк',
    },
  },
  account: {
    profile: {
      copyAddress: 'Копировать адрес',
      addressCopied: 'Адрес скопирован',
      copyFailed: 'Не удалось скопировать адрес',
      networkLabel: 'Сеть',
      noNetwork: 'Нет сети',
    },
    switchAddress: {
      open: 'Сменить адрес',
      description:
        '{count, plural, one {# адрес} few {# адреса} many {# адресов} other {# адреса}} в этом кошельке',
      listLabel: 'Ваши адреса',
      active: 'Активный',
    },
    balance: {
      loading: 'Загрузка баланса',
      unavailable: 'Баланс недоступен',
      unavailableDescription: 'Не удалось получить балансы в сети {network}. Попробуйте позже.',
    },
    features: { onramp: 'Купить криптовалюту', swaps: 'Обмен', receive: 'Получить', send: 'Отправить' },
    tabs: { tokens: 'Токены', nfts: 'NFT', activity: 'Активность' },
    empty: {
      tokensTitle: 'Токенов пока нет',
      tokensDescription: 'Здесь появятся ваши токены в этой сети.',
      nftsTitle: 'NFT пока нет',
      nftsDescription: 'Здесь появятся ваши NFT в этой сети.',
      activityTitle: 'Активности пока нет',
      activityDescription: 'Здесь появятся ваши транзакции в этой сети.',
    },
    disconnect: 'Отключить',
    approve: {
      title: 'Подтвердите в кошельке',
      description: 'Проверьте запрос в кошельке и подтвердите его там, чтобы продолжить.',
      waiting: 'Ожидание подтверждения',
      pending:
        '{count, plural, one {# запрос ожидает} few {# запроса ожидают} many {# запросов ожидают} other {# запроса ожидают}}',
      frameLabel: 'Защищённая область подтверждения',
    },
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Сеть не найдена',
      longMessage:
        'Запрошенная сеть не настроена. Добавьте её в список сетей, который получает createAppKit.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Неверная настройка приложения',
      longMessage:
        'Этому сайту нельзя использовать проект: его источника нет в списке разрешённых или домен не подтверждён.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Ошибка сети — не удалось загрузить встроенный кошелёк',
      longMessage:
        'Встроенный кошелёк не загрузился. Проверьте подключение и блокировщики контента и повторите попытку.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Встроенный кошелёк не ответил вовремя',
      longMessage: 'Встроенный кошелёк слишком долго не отвечал. Попробуйте ещё раз.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Сессия истекла',
      longMessage:
        'Ваша сессия больше не действует. Проверьте, что часы устройства идут верно, и подключитесь снова.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'Неверный ID проекта',
      longMessage: 'ID проекта не распознан. Проверьте projectId, переданный в createAppKit.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'ID проекта не задан',
      longMessage: 'ID проекта не указан. Передайте projectId в createAppKit, чтобы включить эту функцию.',
    },
  },
  networks: {
    search: { label: 'Поиск сетей', placeholder: 'Найти сеть' },
    listLabel: 'Сети',
    noResults: 'Сеть не найдена',
    noResultsDescription: 'Попробуйте другое название.',
    unsupported: 'Не поддерживается',
    whatIsANetwork: 'Что такое сеть?',
    unsupportedChain: {
      title: 'Сеть не поддерживается',
      description:
        'Кошелёк подключён к сети, которую это приложение не поддерживает. Переключитесь на одну из сетей ниже.',
      disconnect: 'Отключить',
    },
    explainer: {
      sections: [
        {
          title: 'Отдельные блокчейны',
          text: 'Сеть — это один блокчейн. Ethereum, Base и Solana ведут собственные записи о том, кому что принадлежит.',
        },
        {
          title: 'Один кошелёк, много сетей',
          text: 'Один кошелёк может хранить активы в разных сетях. Баланс и активность зависят от выбранной сети.',
        },
        {
          title: 'Переключаться безопасно',
          text: 'Смена сети меняет только то, откуда приложение читает данные и куда отправляет. Из кошелька ничего не уходит.',
        },
      ],
    },
  },
  primitives: {
    copy: 'Копировать',
    loading: 'Загрузка',
    close: 'Закрыть',
    search: 'Поиск',
    clearSearch: 'Очистить поиск',
    qrCode: 'QR-код',
    selected: 'Выбрано',
    installed: 'Установлен',
    opensInNewTab: '(откроется в новой вкладке)',
  },
};
