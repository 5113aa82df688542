import type { ExtraMessages } from '../../messages';

/** Traditional Chinese (Taiwan): Pay, social login and wallet requests. Terms: ../../glossary/zh-TW.md */
export const messages: ExtraMessages = {
  pay: {
    request: '付款請求',
    to: '收款方',
    network: '網路',
    balance: '你的餘額：{amount}',
    loading: '正在讀取餘額',
    confirm: '支付 {amount}',
    paying: '付款中',
    swapFirst: '你的 {symbol} 不足。請先兌換你持有的代幣，再進行付款：',
    swapOption: '將 {amountIn} 兌換為至少 {amountOut}',
    findingSwaps: '正在尋找兌換',
    swapAndPay: '兌換並付款',
    swapping: '兌換中',
    connect: '連結錢包以付款',
    connectButton: '連結錢包',
    switchNetwork: '切換至 {name}',
    paid: '已支付 {amount}',
    cancel: '取消',
    errors: {
      notConnected: '請先在付款網路上連結錢包',
      rejected: '你在錢包中拒絕了付款',
      insufficientFunds: '餘額不足：{symbol} 不足以支付這筆款項',
      insufficientFundsAny: '餘額不足，無法完成這筆付款',
      noSwap: '餘額不足：你無法支付 {amount}，也沒有可兌換補足差額的代幣',
      closed: '付款已取消：視窗已關閉',
    },
  },
  social: {
    continueWith: '使用 {name} 繼續',
    more: '更多登入方式',
    listLabel: '使用社群帳戶登入',
    connecting: {
      title: '使用 {name} 登入',
      waiting: '請在開啟的視窗中繼續',
      retry: '重試',
      checking: '正在登入',
    },
    errors: {
      popupBlocked: '請允許此網站的彈出式視窗，以便使用 {name} 登入',
      popupClosed: '登入視窗在完成前已關閉',
    },
    farcaster: {
      title: '用手機掃描此 QR 碼',
      description: '或在 Farcaster App 中開啟連結以登入',
      openApp: '在 Farcaster App 中開啟',
      copy: '複製連結',
      copied: '已複製連結',
      preparing: '正在準備登入',
      qrLabel: '用於 Farcaster 登入的 QR 碼',
    },
    account: {
      signedInWith: '已透過 {name} 登入',
    },
  },
  walletRequest: {
    waitingTitle: '在 {wallet} 中核准',
    waitingText: '開啟錢包 App，並在其中核准或拒絕此請求。',
    method: '請求：{method}',
    cancel: '取消',
    timedOutTitle: '請求逾時',
    timedOutText: '{wallet} 未及時回應，因此請求已取消。請檢查錢包 App 後再試一次。',
    close: '關閉',
  },
};
