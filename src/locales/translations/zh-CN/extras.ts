import type { ExtraMessages } from '../../messages';

/** Simplified Chinese: Pay, social login and wallet requests. Terms: ../../glossary/zh-CN.md */
export const messages: ExtraMessages = {
  pay: {
    request: '付款请求',
    to: '收款方',
    network: '网络',
    balance: '你的余额：{amount}',
    loading: '正在读取余额',
    confirm: '支付 {amount}',
    paying: '正在支付',
    swapFirst: '你的 {symbol} 不足。请先兑换你持有的代币，然后支付：',
    swapOption: '将 {amountIn} 兑换为至少 {amountOut}',
    findingSwaps: '正在查找兑换',
    swapAndPay: '兑换并支付',
    swapping: '正在兑换',
    connect: '连接钱包以付款',
    connectButton: '连接钱包',
    switchNetwork: '切换到 {name}',
    paid: '已支付 {amount}',
    cancel: '取消',
    errors: {
      notConnected: '请先在付款网络上连接钱包',
      rejected: '你在钱包中拒绝了付款',
      insufficientFunds: '余额不足：{symbol} 不够支付这笔款项',
      insufficientFundsAny: '余额不足，无法完成这笔付款',
      noSwap: '余额不足：你无法支付 {amount}，且没有可兑换补足差额的代币',
      closed: '付款已取消：弹窗已关闭',
    },
  },
  social: {
    continueWith: '使用 {name} 继续',
    more: '更多登录方式',
    listLabel: '使用社交账户登录',
    connecting: {
      title: '使用 {name} 登录',
      waiting: '请在打开的窗口中继续',
      retry: '重试',
      checking: '正在登录',
    },
    errors: {
      popupBlocked: '请允许本网站的弹出窗口，以便使用 {name} 登录',
      popupClosed: '登录窗口在完成前被关闭',
    },
    farcaster: {
      title: '用手机扫描此二维码',
      description: '或在 Farcaster 应用中打开链接以登录',
      openApp: '在 Farcaster 应用中打开',
      copy: '复制链接',
      copied: '链接已复制',
      preparing: '正在准备登录',
      qrLabel: '用于 Farcaster 登录的二维码',
    },
    account: {
      signedInWith: '已通过 {name} 登录',
    },
  },
  walletRequest: {
    waitingTitle: '在 {wallet} 中批准',
    waitingText: '打开钱包应用，在那里批准或拒绝该请求。',
    method: '请求：{method}',
    cancel: '取消',
    timedOutTitle: '请求超时',
    timedOutText: '{wallet} 未及时响应，请求已取消。请检查钱包应用后重试。',
    close: '关闭',
  },
};
