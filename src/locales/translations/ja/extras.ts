import type { ExtraMessages } from '../../messages';

/** Japanese: Pay, social login and wallet requests. Terms: ../../glossary/ja.md */
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
};
