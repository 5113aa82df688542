import type { ExtraMessages } from '../../messages';

/** Hindi: Pay, social login and wallet requests. Terms: ../../glossary/hi.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'भुगतान अनुरोध',
    to: 'किसे',
    network: 'नेटवर्क',
    balance: 'आपका बैलेंस: {amount}',
    loading: 'आपका बैलेंस पढ़ा जा रहा है',
    confirm: '{amount} का भुगतान करें',
    paying: 'भुगतान हो रहा है',
    swapFirst: 'आपके पास पर्याप्त {symbol} नहीं है। पहले अपना कोई टोकन इसके लिए स्वैप करें, फिर भुगतान करें:',
    swapOption: '{amountIn} को कम से कम {amountOut} में स्वैप करें',
    findingSwaps: 'स्वैप खोजा जा रहा है',
    swapAndPay: 'स्वैप करें और भुगतान करें',
    swapping: 'स्वैप हो रहा है',
    connect: 'भुगतान के लिए वॉलेट कनेक्ट करें',
    connectButton: 'वॉलेट कनेक्ट करें',
    switchNetwork: '{name} पर जाएँ',
    paid: '{amount} का भुगतान हुआ',
    cancel: 'रद्द करें',
    errors: {
      notConnected: 'पहले भुगतान नेटवर्क पर एक वॉलेट कनेक्ट करें',
      rejected: 'आपने अपने वॉलेट में भुगतान अस्वीकार कर दिया',
      insufficientFunds: 'अपर्याप्त बैलेंस: इस भुगतान के लिए पर्याप्त {symbol} नहीं है',
      insufficientFundsAny: 'इस भुगतान के लिए बैलेंस अपर्याप्त है',
      noSwap:
        'अपर्याप्त बैलेंस: आप {amount} का भुगतान नहीं कर सकते, और आपका कोई टोकन बाकी राशि के लिए स्वैप नहीं हो सकता',
      closed: 'भुगतान रद्द हुआ: विंडो बंद कर दी गई',
    },
  },
  social: {
    continueWith: '{name} के साथ जारी रखें',
    more: 'साइन-इन के और विकल्प',
    listLabel: 'सोशल अकाउंट से साइन इन करें',
    connecting: {
      title: '{name} से लॉग इन करें',
      waiting: 'खुली हुई विंडो में जारी रखें',
      retry: 'फिर से कोशिश करें',
      checking: 'आपको साइन इन किया जा रहा है',
    },
    errors: {
      popupBlocked: '{name} से लॉग इन करने के लिए इस साइट के पॉप-अप की अनुमति दें',
      popupClosed: 'आपके पूरा करने से पहले लॉगिन विंडो बंद हो गई',
    },
    farcaster: {
      title: 'यह QR कोड अपने फ़ोन से स्कैन करें',
      description: 'या साइन इन करने के लिए लिंक को Farcaster ऐप में खोलें',
      openApp: 'Farcaster ऐप में खोलें',
      copy: 'लिंक कॉपी करें',
      copied: 'लिंक कॉपी हो गया',
      preparing: 'साइन-इन तैयार हो रहा है',
      qrLabel: 'Farcaster से साइन इन करने का QR कोड',
    },
    account: {
      signedInWith: '{name} से साइन इन किया गया',
    },
  },
  walletRequest: {
    waitingTitle: '{wallet} में स्वीकृत करें',
    waitingText: 'अपना वॉलेट ऐप खोलें और वहाँ अनुरोध स्वीकृत या अस्वीकार करें।',
    method: 'अनुरोध: {method}',
    cancel: 'रद्द करें',
    timedOutTitle: 'अनुरोध का समय खत्म',
    timedOutText:
      '{wallet} ने समय पर जवाब नहीं दिया, इसलिए अनुरोध रद्द कर दिया गया। अपना वॉलेट ऐप जाँचें और फिर से कोशिश करें।',
    close: 'बंद करें',
  },
};
