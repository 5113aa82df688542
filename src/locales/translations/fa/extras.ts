import type { ExtraMessages } from '../../messages';

/** Persian: Pay, social login, wallet requests, wallet errors and snackbar fallbacks. Terms: ../../glossary/fa.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'درخواست پرداخت',
    to: 'به',
    network: 'شبکه',
    balance: 'موجودی شما: {amount}',
    loading: 'در حال خواندن موجودی شما',
    confirm: 'پرداخت {amount}',
    paying: 'در حال پرداخت',
    swapFirst: 'به اندازهٔ کافی {symbol} ندارید. ابتدا توکنی را که دارید سواپ کنید و سپس پرداخت کنید:',
    swapOption: 'سواپ {amountIn} با دست‌کم {amountOut}',
    findingSwaps: 'در حال یافتن سواپ',
    swapAndPay: 'سواپ و پرداخت',
    swapping: 'در حال سواپ',
    connect: 'برای پرداخت یک کیف پول متصل کنید',
    connectButton: 'اتصال کیف پول',
    switchNetwork: 'رفتن به {name}',
    paid: '{amount} پرداخت شد',
    cancel: 'لغو',
    errors: {
      notConnected: 'ابتدا یک کیف پول در شبکهٔ پرداخت متصل کنید',
      rejected: 'پرداخت را در کیف پول خود رد کردید',
      insufficientFunds: 'موجودی کافی نیست: {symbol} برای این پرداخت کافی نیست',
      insufficientFundsAny: 'موجودی برای این پرداخت کافی نیست',
      noSwap:
        'موجودی کافی نیست: نمی‌توانید {amount} بپردازید و هیچ توکنی از شما برای باقی‌مانده قابل سواپ نیست',
      closed: 'پرداخت لغو شد: پنجره بسته شد',
    },
  },
  social: {
    continueWith: 'ادامه با {name}',
    more: 'گزینه‌های بیشتر برای ورود',
    listLabel: 'ورود با حساب شبکهٔ اجتماعی',
    connecting: {
      title: 'ورود با {name}',
      waiting: 'در پنجره‌ای که باز شد ادامه دهید',
      retry: 'تلاش دوباره',
      checking: 'در حال ورود شما',
    },
    errors: {
      popupBlocked: 'برای ورود با {name} پنجره‌های بازشو را برای این سایت مجاز کنید',
      popupClosed: 'پنجرهٔ ورود پیش از پایان کار شما بسته شد',
    },
    farcaster: {
      title: 'این کد QR را با تلفن خود اسکن کنید',
      description: 'یا برای ورود، پیوند را در برنامهٔ Farcaster باز کنید',
      openApp: 'باز کردن در برنامهٔ Farcaster',
      copy: 'کپی پیوند',
      copied: 'پیوند کپی شد',
      preparing: 'در حال آماده‌سازی ورود',
      qrLabel: 'کد QR برای ورود با Farcaster',
    },
    account: {
      signedInWith: 'واردشده با {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'در {wallet} تأیید کنید',
    waitingText: 'برنامهٔ کیف پول خود را باز کنید و درخواست را همان‌جا تأیید یا رد کنید.',
    method: 'درخواست: {method}',
    cancel: 'لغو',
    timedOutTitle: 'مهلت درخواست تمام شد',
    timedOutText:
      '{wallet} به‌موقع پاسخ نداد، پس درخواست لغو شد. برنامهٔ کیف پول خود را بررسی کنید و دوباره تلاش کنید.',
    close: 'بستن',
  },
  system: {
    unknownError: 'خطای ناشناخته',
  },
  notices: {
    activityFailed: 'بارگیری تراکنش‌ها ممکن نشد',
    secureFrameTitle: 'کیف پول امن',
    copyLinkFailed: 'کپی پیوند ممکن نشد',
  },
  chainErrors: {
    userRejected: 'درخواست را در کیف پول رد کردید.',
    unrecognizedChain:
      'کیف پول شما هنوز این شبکه را نمی‌شناسد. آن را به کیف پول اضافه کنید و دوباره امتحان کنید.',
    insufficientFunds: 'موجودی برای پرداخت این تراکنش و گس آن کافی نیست.',
    feeCapTooHigh: 'بیشینه کارمزد هر واحد گس از بیشترین مقدار مجاز (2^256-1) بالاتر است.',
    feeCapTooLow:
      'بیشینه کارمزد هر واحد گس از کارمزد پایه فعلی کمتر است. کارمزد را بالا ببرید و دوباره امتحان کنید.',
    tipAboveFeeCap: 'کارمزد اولویت نمی‌تواند از بیشینه کارمزد هر واحد گس بیشتر باشد.',
    nonceTooHigh:
      'nonce تراکنش از حساب جلوتر است. منتظر تراکنش‌های در انتظار بمانید یا nonce را بازنشانی کنید.',
    nonceTooLow: 'nonce تراکنش قبلاً استفاده شده است. nonce را در کیف پول بازنشانی کنید و دوباره امتحان کنید.',
    nonceMaxValue: 'این حساب به بیشترین nonce ممکن رسیده است.',
    intrinsicGasTooHigh: 'سقف گس از سقف گس بلاک بیشتر است.',
    intrinsicGasTooLow: 'سقف گس برای این تراکنش خیلی کم است.',
    transactionTypeNotSupported: 'این شبکه از این نوع تراکنش پشتیبانی نمی‌کند.',
    transactionReceiptNotFound: 'رسید تراکنش هنوز در دسترس نیست.',
    transactionNotFound: 'تراکنش پیدا نشد.',
    waitForReceiptTimeout: 'زمان انتظار برای تأیید تراکنش به پایان رسید.',
    chainMismatch:
      'کیف پول شما روی شبکه‌ای غیر از شبکه این تراکنش است. شبکه را عوض کنید و دوباره امتحان کنید.',
    chainNotConfigured: 'این شبکه در برنامه تنظیم نشده است.',
    invalidChainId: 'کیف پول شناسه زنجیره نامعتبری گزارش کرد.',
    walletError: 'کیف پول نتوانست درخواست را انجام دهد.',
    reverted: 'تراکنش ناموفق خواهد بود: قرارداد آن را برگرداند.',
    revertedWithReason: 'تراکنش ناموفق خواهد بود: {reason}.',
  },
};
