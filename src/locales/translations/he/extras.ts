import type { ExtraMessages } from '../../messages';

/** Hebrew: Pay, social login and wallet requests. Terms: ../../glossary/he.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'בקשת תשלום',
    to: 'אל',
    network: 'רשת',
    balance: 'היתרה שלך: {amount}',
    loading: 'קוראים את היתרה שלך',
    confirm: 'תשלום {amount}',
    paying: 'מתבצע תשלום',
    swapFirst: 'אין לך מספיק {symbol}. החליפו קודם טוקן שברשותכם ואז שלמו:',
    swapOption: 'החלפת {amountIn} תמורת {amountOut} לפחות',
    findingSwaps: 'מחפשים החלפה',
    swapAndPay: 'החלפה ותשלום',
    swapping: 'מתבצעת החלפה',
    connect: 'חברו ארנק כדי לשלם',
    connectButton: 'חיבור ארנק',
    switchNetwork: 'מעבר אל {name}',
    paid: 'שולם {amount}',
    cancel: 'ביטול',
    errors: {
      notConnected: 'חברו קודם ארנק ברשת התשלום',
      rejected: 'דחיתם את התשלום בארנק',
      insufficientFunds: 'אין מספיק כסף: אין מספיק {symbol} לתשלום הזה',
      insufficientFundsAny: 'אין מספיק כסף לתשלום הזה',
      noSwap: 'אין מספיק כסף: אי אפשר לשלם {amount}, ואף טוקן שברשותכם לא ניתן להחלפה ביתרה',
      closed: 'התשלום בוטל: החלון נסגר',
    },
  },
  social: {
    continueWith: 'המשך עם {name}',
    more: 'אפשרויות כניסה נוספות',
    listLabel: 'כניסה עם חשבון רשת חברתית',
    connecting: {
      title: 'כניסה עם {name}',
      waiting: 'המשיכו בחלון שנפתח',
      retry: 'ניסיון נוסף',
      checking: 'מתבצעת כניסה',
    },
    errors: {
      popupBlocked: 'אפשרו חלונות קופצים באתר הזה כדי להיכנס עם {name}',
      popupClosed: 'חלון הכניסה נסגר לפני שסיימתם',
    },
    farcaster: {
      title: 'סרקו את קוד ה-QR הזה בטלפון',
      description: 'או פתחו את הקישור באפליקציית Farcaster כדי להיכנס',
      openApp: 'פתיחה באפליקציית Farcaster',
      copy: 'העתקת קישור',
      copied: 'הקישור הועתק',
      preparing: 'מכינים את הכניסה',
      qrLabel: 'קוד QR לכניסה עם Farcaster',
    },
    account: {
      signedInWith: 'מחובר עם {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'אשרו ב-{wallet}',
    waitingText: 'פתחו את אפליקציית הארנק ואשרו או דחו שם את הבקשה.',
    method: 'בקשה: {method}',
    cancel: 'ביטול',
    timedOutTitle: 'הזמן לבקשה פג',
    timedOutText: '{wallet} לא ענה בזמן, ולכן הבקשה בוטלה. בדקו את אפליקציית הארנק ונסו שוב.',
    close: 'סגירה',
  },
};
