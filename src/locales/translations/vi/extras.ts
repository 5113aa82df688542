import type { ExtraMessages } from '../../messages';

/** Vietnamese: Pay, social login and wallet requests. Terms: ../../glossary/vi.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'Yêu cầu thanh toán',
    to: 'Đến',
    network: 'Mạng',
    balance: 'Số dư của bạn: {amount}',
    loading: 'Đang đọc số dư',
    confirm: 'Thanh toán {amount}',
    paying: 'Đang thanh toán',
    swapFirst: 'Bạn không có đủ {symbol}. Hãy hoán đổi một token bạn đang có trước, rồi thanh toán:',
    swapOption: 'Hoán đổi {amountIn} lấy ít nhất {amountOut}',
    findingSwaps: 'Đang tìm giao dịch hoán đổi',
    swapAndPay: 'Hoán đổi và thanh toán',
    swapping: 'Đang hoán đổi',
    connect: 'Kết nối ví để thanh toán',
    connectButton: 'Kết nối ví',
    switchNetwork: 'Chuyển sang {name}',
    paid: 'Đã thanh toán {amount}',
    cancel: 'Hủy',
    errors: {
      notConnected: 'Hãy kết nối ví trên mạng thanh toán trước',
      rejected: 'Bạn đã từ chối thanh toán trong ví',
      insufficientFunds: 'Không đủ số dư: không đủ {symbol} cho khoản thanh toán này',
      insufficientFundsAny: 'Không đủ số dư cho khoản thanh toán này',
      noSwap:
        'Không đủ số dư: bạn không thể thanh toán {amount} và không token nào bạn có thể hoán đổi cho phần còn lại',
      closed: 'Thanh toán đã bị hủy: cửa sổ đã đóng',
    },
  },
  social: {
    continueWith: 'Tiếp tục với {name}',
    more: 'Thêm cách đăng nhập',
    listLabel: 'Đăng nhập bằng tài khoản mạng xã hội',
    connecting: {
      title: 'Đăng nhập bằng {name}',
      waiting: 'Tiếp tục trong cửa sổ vừa mở',
      retry: 'Thử lại',
      checking: 'Đang đăng nhập',
    },
    errors: {
      popupBlocked: 'Cho phép cửa sổ bật lên trên trang này để đăng nhập bằng {name}',
      popupClosed: 'Cửa sổ đăng nhập đã đóng trước khi bạn hoàn tất',
    },
    farcaster: {
      title: 'Quét mã QR này bằng điện thoại',
      description: 'Hoặc mở liên kết trong ứng dụng Farcaster để đăng nhập',
      openApp: 'Mở trong ứng dụng Farcaster',
      copy: 'Sao chép liên kết',
      copied: 'Đã sao chép liên kết',
      preparing: 'Đang chuẩn bị đăng nhập',
      qrLabel: 'Mã QR để đăng nhập bằng Farcaster',
    },
    account: {
      signedInWith: 'Đã đăng nhập bằng {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'Phê duyệt trong {wallet}',
    waitingText: 'Mở ứng dụng ví và phê duyệt hoặc từ chối yêu cầu ở đó.',
    method: 'Yêu cầu: {method}',
    cancel: 'Hủy',
    timedOutTitle: 'Yêu cầu đã hết thời gian',
    timedOutText: '{wallet} không phản hồi kịp nên yêu cầu đã bị hủy. Hãy kiểm tra ứng dụng ví và thử lại.',
    close: 'Đóng',
  },
};
