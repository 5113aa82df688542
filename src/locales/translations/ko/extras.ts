import type { ExtraMessages } from '../../messages';

/** Korean: Pay, social login and wallet requests. Terms: ../../glossary/ko.md */
export const messages: ExtraMessages = {
  pay: {
    request: '결제 요청',
    to: '받는 곳',
    network: '네트워크',
    balance: '내 잔액: {amount}',
    loading: '잔액 확인 중',
    confirm: '{amount} 결제',
    paying: '결제 중',
    swapFirst: '{symbol}이(가) 부족해요. 보유한 토큰을 먼저 스왑한 다음 결제하세요:',
    swapOption: '{amountIn}을(를) 최소 {amountOut}(으)로 스왑',
    findingSwaps: '스왑 찾는 중',
    swapAndPay: '스왑 후 결제',
    swapping: '스왑 중',
    connect: '결제하려면 지갑을 연결하세요',
    connectButton: '지갑 연결',
    switchNetwork: '{name}(으)로 전환',
    paid: '{amount} 결제 완료',
    cancel: '취소',
    errors: {
      notConnected: '먼저 결제 네트워크에서 지갑을 연결하세요',
      rejected: '지갑에서 결제를 거부했어요',
      insufficientFunds: '잔액 부족: 이 결제에 필요한 {symbol}이(가) 부족해요',
      insufficientFundsAny: '이 결제에 필요한 잔액이 부족해요',
      noSwap:
        '잔액 부족: {amount}을(를) 결제할 수 없고, 보유한 토큰 중 나머지를 스왑할 수 있는 토큰이 없어요',
      closed: '결제가 취소되었어요: 모달이 닫혔어요',
    },
  },
  social: {
    continueWith: '{name}(으)로 계속하기',
    more: '다른 로그인 방법',
    listLabel: '소셜 계정으로 로그인',
    connecting: {
      title: '{name}(으)로 로그인',
      waiting: '열린 창에서 계속하세요',
      retry: '다시 시도',
      checking: '로그인하는 중',
    },
    errors: {
      popupBlocked: '{name}(으)로 로그인하려면 이 사이트의 팝업을 허용하세요',
      popupClosed: '완료하기 전에 로그인 창이 닫혔어요',
    },
    farcaster: {
      title: '휴대폰으로 이 QR 코드를 스캔하세요',
      description: '또는 Farcaster 앱에서 링크를 열어 로그인하세요',
      openApp: 'Farcaster 앱에서 열기',
      copy: '링크 복사',
      copied: '링크 복사됨',
      preparing: '로그인 준비 중',
      qrLabel: 'Farcaster 로그인용 QR 코드',
    },
    account: {
      signedInWith: '{name}(으)로 로그인됨',
    },
  },
  walletRequest: {
    waitingTitle: '{wallet}에서 승인',
    waitingText: '지갑 앱을 열어 요청을 승인하거나 거부하세요.',
    method: '요청: {method}',
    cancel: '취소',
    timedOutTitle: '요청 시간 초과',
    timedOutText:
      '{wallet}이(가) 제때 응답하지 않아 요청이 취소되었어요. 지갑 앱을 확인하고 다시 시도하세요.',
    close: '닫기',
  },
};
