import type { ExtraMessages } from '../../messages';

/** Arabic: Pay, social login and wallet requests. Terms: ../../glossary/ar.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'طلب دفع',
    to: 'إلى',
    network: 'الشبكة',
    balance: 'رصيدك: {amount}',
    loading: 'جارٍ قراءة رصيدك',
    confirm: 'ادفع {amount}',
    paying: 'جارٍ الدفع',
    swapFirst: 'لا تملك ما يكفي من {symbol}. بادِل أولًا رمزًا تملكه ثم ادفع:',
    swapOption: 'بادِل {amountIn} مقابل {amountOut} على الأقل',
    findingSwaps: 'جارٍ البحث عن مبادلة',
    swapAndPay: 'بادِل وادفع',
    swapping: 'جارٍ المبادلة',
    connect: 'اربط محفظة للدفع',
    connectButton: 'ربط المحفظة',
    switchNetwork: 'انتقل إلى {name}',
    paid: 'تم دفع {amount}',
    cancel: 'إلغاء',
    errors: {
      notConnected: 'اربط أولًا محفظة على شبكة الدفع',
      rejected: 'رفضت الدفع في محفظتك',
      insufficientFunds: 'رصيد غير كافٍ: لا يوجد ما يكفي من {symbol} لهذا الدفع',
      insufficientFundsAny: 'رصيد غير كافٍ لهذا الدفع',
      noSwap: 'رصيد غير كافٍ: لا يمكنك دفع {amount}، ولا يمكن مبادلة أي رمز تملكه بالباقي',
      closed: 'أُلغي الدفع: أُغلقت النافذة',
    },
  },
  social: {
    continueWith: 'المتابعة باستخدام {name}',
    more: 'خيارات تسجيل دخول أخرى',
    listLabel: 'سجّل الدخول بحساب اجتماعي',
    connecting: {
      title: 'سجّل الدخول باستخدام {name}',
      waiting: 'تابع في النافذة التي فُتحت',
      retry: 'حاول مرة أخرى',
      checking: 'جارٍ تسجيل دخولك',
    },
    errors: {
      popupBlocked: 'اسمح بالنوافذ المنبثقة لهذا الموقع لتسجيل الدخول باستخدام {name}',
      popupClosed: 'أُغلقت نافذة تسجيل الدخول قبل أن تنتهي',
    },
    farcaster: {
      title: 'امسح رمز QR هذا بهاتفك',
      description: 'أو افتح الرابط في تطبيق Farcaster لتسجيل الدخول',
      openApp: 'فتح في تطبيق Farcaster',
      copy: 'نسخ الرابط',
      copied: 'تم نسخ الرابط',
      preparing: 'جارٍ تجهيز تسجيل الدخول',
      qrLabel: 'رمز QR لتسجيل الدخول باستخدام Farcaster',
    },
    account: {
      signedInWith: 'تم تسجيل الدخول باستخدام {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'وافق في {wallet}',
    waitingText: 'افتح تطبيق محفظتك ووافق على الطلب أو ارفضه هناك.',
    method: 'الطلب: {method}',
    cancel: 'إلغاء',
    timedOutTitle: 'انتهت مهلة الطلب',
    timedOutText: 'لم تُجب {wallet} في الوقت المحدد، لذا أُلغي الطلب. تحقق من تطبيق محفظتك وحاول مرة أخرى.',
    close: 'إغلاق',
  },
};
