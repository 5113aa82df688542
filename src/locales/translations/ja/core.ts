import type { CoreMessages } from '../../messages';

/** Japanese: entry elements, shell, Connect, Account, networks, alerts. Terms: ../../glossary/ja.md */
export const messages: CoreMessages = {
  connectButton: { label: 'ウォレットを接続', loadingLabel: '接続中…', setupError: 'ウォレットの設定エラー' },
  networkButton: { noNetwork: 'ネットワーク' },
  modal: { title: 'ウォレットを接続', close: '閉じる', back: '戻る', intro: '接続方法を選んでください。' },
  router: {
    loading: '読み込み中',
    loadFailed: 'この画面を読み込めませんでした。',
    retry: '再試行',
    unavailable: 'この画面はこのアプリでは使えません。',
  },
  alertBar: { close: 'お知らせを閉じる' },
  viewTitles: {
    Connect: 'ウォレットを接続',
    ConnectingExternal: '接続中',
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    ConnectingSiwe: 'サインイン',
    ConnectingFarcaster: 'Farcaster',
    ConnectingSocial: 'ソーシャルログイン',
    ConnectWallets: 'ウォレットを接続',
    ConnectSocials: 'すべてのソーシャル',
    SIWXSignMessage: 'サインイン',
    UnsupportedChain: 'ネットワークを切り替え',
    ApproveTransaction: 'トランザクションの承認',
    Account: 'アカウント',
    AccountSettings: 'アカウント設定',
    AllWallets: 'すべてのウォレット',
    Networks: 'ネットワークを選択',
    SwitchNetwork: 'ネットワークを切り替え',
    SwitchAddress: 'アドレスを切り替え',
    WhatIsAWallet: 'ウォレットとは？',
    WhatIsANetwork: 'ネットワークとは？',
    GetWallet: 'ウォレットを入手',
    Downloads: 'ダウンロード',
    EmailLogin: 'メールでログイン',
    EmailVerifyOtp: 'メールの確認',
    EmailVerifyDevice: 'デバイスの登録',
    UpdateEmailWallet: 'メールの変更',
    UpdateEmailPrimaryOtp: '現在のメールを確認',
    UpdateEmailSecondaryOtp: '新しいメールを確認',
    UpgradeEmailWallet: 'ウォレットをアップグレード',
    Profile: 'プロフィール',
    Transactions: 'アクティビティ',
    Swap: 'スワップ',
    SwapSelectToken: 'トークンを選択',
    SwapPreview: 'スワップの確認',
    WalletSend: '送金',
    WalletSendSelectToken: 'トークンを選択',
    WalletSendPreview: '送金の確認',
    WalletReceive: '受け取り',
    OnRampProviders: 'プロバイダーを選択',
    OnRampActivity: 'アクティビティ',
    OnRampTokenSelect: 'トークンを選択',
    OnRampFiatSelect: '通貨を選択',
    BuyInProgress: '購入',
    Pay: '支払い',
  },
  connect: {
    list: {
      label: 'ウォレット',
      installed: 'インストール済み',
      recent: '最近使用',
      notInstalled: '未インストール・入手する',
      unavailable: 'このブラウザでは使えません',
      allWallets: 'すべてのウォレット',
      whatIsAWallet: 'ウォレットとは？',
      continueWithWallet: 'ウォレットで続ける',
    },
    legal: {
      checkboxPrefix: '次に同意します：',
      terms: '利用規約',
      and: 'と',
      privacy: 'プライバシーポリシー',
      hint: 'ウォレットを選ぶには規約に同意してください。',
    },
    allWallets: {
      searchLabel: 'ウォレットを検索',
      searchPlaceholder: 'ウォレットを検索',
      listLabel: 'すべてのウォレット',
      loading: 'ウォレットを読み込み中',
      count: '{count, plural, other {#件のウォレット}}',
      noResultsTitle: 'ウォレットが見つかりません',
      noResultsDescription: '「{query}」に一致するものはありません。別の名前で試してください。',
      registryError: 'ウォレット一覧を読み込めませんでした：',
    },
    connecting: {
      continueIn: '{wallet}で続行',
      waitingDescription: 'ウォレットで接続リクエストを承認してください。',
      connected: '接続済み',
      failedTitle: '接続に失敗しました',
      failedFallback: 'ウォレットが接続されませんでした。もう一度お試しください。',
      retry: '再試行',
      noWallet: 'ウォレットが選ばれていません。戻って選択してください。',
    },
    whatIsAWallet: {
      sections: [
        {
          title: 'デジタル資産の置き場所',
          body: 'ウォレットはトークンやNFTの鍵を保管し、保管・送金・受け取りができるようにします。',
        },
        {
          title: 'すべてのアプリに1つのログイン',
          body: '新しいユーザー名やパスワードの代わりに、ウォレットを接続してリクエストを自分で承認します。',
        },
        {
          title: '管理するのはあなた',
          body: 'アプリがあなたの鍵を見ることはありません。署名やトランザクションにはすべてウォレットでの承認が必要です。',
        },
      ],
      getWallet: 'ウォレットを入手',
    },
  },
  account: {
    profile: {
      copyAddress: 'アドレスをコピー',
      addressCopied: 'アドレスをコピーしました',
      copyFailed: 'アドレスをコピーできませんでした',
      networkLabel: 'ネットワーク',
      noNetwork: 'ネットワークなし',
    },
    balance: {
      loading: '残高を読み込み中',
      unavailable: '残高を取得できません',
      unavailableDescription: '{network}の残高を読み取れませんでした。しばらくしてからお試しください。',
    },
    features: { onramp: '暗号資産を購入', swaps: 'スワップ', receive: '受け取り', send: '送金' },
    tabs: { tokens: 'トークン', nfts: 'NFT', activity: 'アクティビティ' },
    empty: {
      tokensTitle: 'トークンはまだありません',
      tokensDescription: 'このネットワークで保有するトークンがここに表示されます。',
      nftsTitle: 'NFTはまだありません',
      nftsDescription: 'このネットワークで保有するNFTがここに表示されます。',
      activityTitle: 'アクティビティはまだありません',
      activityDescription: 'このネットワークでのトランザクションがここに表示されます。',
    },
    disconnect: '切断',
    approve: {
      title: 'ウォレットで承認',
      description: 'ウォレットでリクエストを確認し、承認して続行してください。',
      waiting: '承認を待っています',
      pending: '{count, plural, other {#件のリクエストが承認待ち}}',
      frameLabel: '安全な承認エリア',
    },
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'ネットワークが見つかりません',
      longMessage:
        '要求されたネットワークは設定されていません。createAppKitに渡すネットワーク一覧に追加してください。',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'アプリの設定が無効です',
      longMessage:
        'このサイトはプロジェクトを使用できません。オリジンが許可リストにないか、ドメインが未検証です。',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'ネットワークエラー - 埋め込みウォレットを読み込めません',
      longMessage:
        '埋め込みウォレットが読み込まれませんでした。接続とコンテンツブロッカーを確認してから、もう一度お試しください。',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: '埋め込みウォレットの応答がタイムアウトしました',
      longMessage: '埋め込みウォレットの応答に時間がかかりすぎました。もう一度お試しください。',
    },
    SESSION_EXPIRED: {
      shortMessage: 'セッションの期限切れ',
      longMessage:
        'セッションが無効になりました。デバイスの時計が正しいことを確認してから、再接続してください。',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'プロジェクトIDが無効です',
      longMessage: 'プロジェクトIDを認識できません。createAppKitに渡したprojectIdを確認してください。',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'プロジェクトIDが未設定です',
      longMessage:
        'プロジェクトIDが設定されていません。この機能を使うにはcreateAppKitにprojectIdを渡してください。',
    },
  },
  networks: {
    search: { label: 'ネットワークを検索', placeholder: 'ネットワークを検索' },
    listLabel: 'ネットワーク',
    noResults: 'ネットワークが見つかりません',
    noResultsDescription: '別の名前で試してください。',
    unsupported: '非対応',
    whatIsANetwork: 'ネットワークとは？',
    unsupportedChain: {
      title: '非対応のネットワーク',
      description:
        'ウォレットがこのアプリの対応していないネットワークにあります。続けるには下のネットワークのいずれかに切り替えてください。',
      disconnect: '切断',
    },
    explainer: {
      sections: [
        {
          title: '別々のブロックチェーン',
          text: 'ネットワークは1つのブロックチェーンです。Ethereum、Base、Solanaはそれぞれ、誰が何を持っているかを独自に記録しています。',
        },
        {
          title: '1つのウォレットで多くのネットワーク',
          text: '1つのウォレットで多くのネットワークの資産を保有できます。残高とアクティビティは選んでいるネットワークによって変わります。',
        },
        {
          title: '切り替えても安全',
          text: 'ネットワークを切り替えても、このアプリの読み取り先と送信先が変わるだけです。ウォレットから資産は移動しません。',
        },
      ],
    },
  },
  primitives: {
    copy: 'コピー',
    loading: '読み込み中',
    close: '閉じる',
    search: '検索',
    clearSearch: '検索をクリア',
    qrCode: 'QRコード',
    selected: '選択中',
    installed: 'インストール済み',
    opensInNewTab: '（新しいタブで開きます）',
  },
};
