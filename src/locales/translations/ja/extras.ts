import type { ExtraMessages } from '../../messages';

/** Japanese: Pay, social login, wallet requests, wallet errors and snackbar fallbacks. Terms: ../../glossary/ja.md */
export const messages: ExtraMessages = {
  pay: {
    request: '支払いリクエスト',
    to: '送金先',
    network: 'ネットワーク',
    balance: '残高：{amount}',
    loading: '残高を読み込み中',
    confirm: '{amount} を支払う',
    paying: '支払い中',
    swapFirst: '{symbol} が足りません。先にお持ちのトークンをスワップしてから支払ってください：',
    swapOption: '{amountIn} を最低 {amountOut} にスワップ',
    findingSwaps: 'スワップを検索中',
    swapAndPay: 'スワップして支払う',
    swapping: 'スワップ中',
    connect: '支払うにはウォレットを接続してください',
    connectButton: 'ウォレットを接続',
    switchNetwork: '{name} に切り替え',
    paid: '{amount} を支払いました',
    cancel: 'キャンセル',
    errors: {
      notConnected: '先に支払いネットワークでウォレットを接続してください',
      rejected: 'ウォレットで支払いを拒否しました',
      insufficientFunds: '残高不足：この支払いに必要な {symbol} が足りません',
      insufficientFundsAny: 'この支払いには残高が足りません',
      noSwap: '残高不足：{amount} を支払えず、お持ちのトークンで不足分をスワップすることもできません',
      closed: '支払いはキャンセルされました：モーダルが閉じられました',
    },
  },
  social: {
    continueWith: '{name} で続ける',
    more: 'その他のログイン方法',
    listLabel: 'ソーシャルアカウントでログイン',
    connecting: {
      title: '{name} でログイン',
      waiting: '開いたウィンドウで続けてください',
      retry: '再試行',
      checking: 'ログイン中',
    },
    errors: {
      popupBlocked: '{name} でログインするには、このサイトのポップアップを許可してください',
      popupClosed: '完了する前にログインウィンドウが閉じられました',
    },
    farcaster: {
      title: 'この QR コードをスマートフォンでスキャンしてください',
      description: 'または Farcaster アプリでリンクを開いてログインしてください',
      openApp: 'Farcaster アプリで開く',
      copy: 'リンクをコピー',
      copied: 'リンクをコピーしました',
      preparing: 'ログインを準備中',
      qrLabel: 'Farcaster でログインするための QR コード',
    },
    account: {
      signedInWith: '{name} でログイン済み',
    },
  },
  walletRequest: {
    waitingTitle: '{wallet} で承認',
    waitingText: 'ウォレットアプリを開いて、リクエストを承認または拒否してください。',
    method: 'リクエスト：{method}',
    cancel: 'キャンセル',
    timedOutTitle: 'リクエストがタイムアウトしました',
    timedOutText:
      '{wallet} から時間内に応答がなかったため、リクエストはキャンセルされました。ウォレットアプリを確認して、もう一度お試しください。',
    close: '閉じる',
  },
  system: {
    unknownError: '不明なエラー',
  },
  notices: {
    activityFailed: 'トランザクションを読み込めませんでした',
    secureFrameTitle: 'セキュアウォレット',
    copyLinkFailed: 'リンクをコピーできませんでした',
  },
  chainErrors: {
    userRejected: 'ウォレットでリクエストを拒否しました。',
    unrecognizedChain:
      'ウォレットがこのネットワークをまだ認識していません。ウォレットに追加してから、もう一度お試しください。',
    insufficientFunds: 'このトランザクションとガス代を支払う資金が足りません。',
    feeCapTooHigh: 'ガスあたりの最大手数料が許可された上限（2^256-1）を超えています。',
    feeCapTooLow:
      'ガスあたりの最大手数料が現在の基本手数料を下回っています。手数料を上げて、もう一度お試しください。',
    tipAboveFeeCap: '優先手数料はガスあたりの最大手数料を超えられません。',
    nonceTooHigh:
      'トランザクションのnonceがアカウントより先に進んでいます。保留中のトランザクションを待つか、nonceをリセットしてください。',
    nonceTooLow:
      'トランザクションのnonceは使用済みです。ウォレットでnonceをリセットして、もう一度お試しください。',
    nonceMaxValue: 'このアカウントは可能な最大のnonceに達しました。',
    intrinsicGasTooHigh: 'ガス上限がブロックのガス上限を超えています。',
    intrinsicGasTooLow: 'このトランザクションにはガス上限が低すぎます。',
    transactionTypeNotSupported: 'このネットワークはこの種類のトランザクションに対応していません。',
    transactionReceiptNotFound: 'トランザクションのレシートはまだ利用できません。',
    transactionNotFound: 'トランザクションが見つかりませんでした。',
    waitForReceiptTimeout: 'トランザクションの承認待ちがタイムアウトしました。',
    chainMismatch:
      'ウォレットがこのトランザクションとは別のネットワークにあります。ネットワークを切り替えて、もう一度お試しください。',
    chainNotConfigured: 'このネットワークはアプリで設定されていません。',
    invalidChainId: 'ウォレットが無効なチェーンIDを返しました。',
    walletError: 'ウォレットがリクエストを完了できませんでした。',
    reverted: 'トランザクションは失敗します：コントラクトが取り消しました。',
    revertedWithReason: 'トランザクションは失敗します：{reason}。',
  },
};
