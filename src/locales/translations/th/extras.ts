import type { ExtraMessages } from '../../messages';

/** Thai: Pay, social login and wallet requests. Terms: ../../glossary/th.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'คำขอชำระเงิน',
    to: 'ถึง',
    network: 'เครือข่าย',
    balance: 'ยอดคงเหลือของคุณ: {amount}',
    loading: 'กำลังอ่านยอดคงเหลือ',
    confirm: 'ชำระ {amount}',
    paying: 'กำลังชำระเงิน',
    swapFirst: 'คุณมี {symbol} ไม่พอ สวอปโทเคนที่คุณถืออยู่ก่อน แล้วจึงชำระ:',
    swapOption: 'สวอป {amountIn} เป็นอย่างน้อย {amountOut}',
    findingSwaps: 'กำลังหาการสวอป',
    swapAndPay: 'สวอปแล้วชำระ',
    swapping: 'กำลังสวอป',
    connect: 'เชื่อมต่อวอลเล็ตเพื่อชำระเงิน',
    connectButton: 'เชื่อมต่อวอลเล็ต',
    switchNetwork: 'สลับไปที่ {name}',
    paid: 'ชำระ {amount} แล้ว',
    cancel: 'ยกเลิก',
    errors: {
      notConnected: 'เชื่อมต่อวอลเล็ตบนเครือข่ายที่ใช้ชำระก่อน',
      rejected: 'คุณปฏิเสธการชำระเงินในวอลเล็ตของคุณ',
      insufficientFunds: 'ยอดคงเหลือไม่พอ: {symbol} ไม่พอสำหรับการชำระเงินนี้',
      insufficientFundsAny: 'ยอดคงเหลือไม่พอสำหรับการชำระเงินนี้',
      noSwap: 'ยอดคงเหลือไม่พอ: คุณชำระ {amount} ไม่ได้ และไม่มีโทเคนที่คุณถือซึ่งสวอปเป็นส่วนที่เหลือได้',
      closed: 'ยกเลิกการชำระเงินแล้ว: หน้าต่างถูกปิด',
    },
  },
  social: {
    continueWith: 'ดำเนินการต่อด้วย {name}',
    more: 'ตัวเลือกการลงชื่อเข้าใช้เพิ่มเติม',
    listLabel: 'ลงชื่อเข้าใช้ด้วยบัญชีโซเชียล',
    connecting: {
      title: 'เข้าสู่ระบบด้วย {name}',
      waiting: 'ดำเนินการต่อในหน้าต่างที่เปิดขึ้น',
      retry: 'ลองอีกครั้ง',
      checking: 'กำลังลงชื่อเข้าใช้',
    },
    errors: {
      popupBlocked: 'อนุญาตป๊อปอัปสำหรับเว็บไซต์นี้เพื่อเข้าสู่ระบบด้วย {name}',
      popupClosed: 'หน้าต่างเข้าสู่ระบบถูกปิดก่อนที่คุณจะทำเสร็จ',
    },
    farcaster: {
      title: 'สแกนคิวอาร์โค้ดนี้ด้วยโทรศัพท์ของคุณ',
      description: 'หรือเปิดลิงก์ในแอป Farcaster เพื่อลงชื่อเข้าใช้',
      openApp: 'เปิดในแอป Farcaster',
      copy: 'คัดลอกลิงก์',
      copied: 'คัดลอกลิงก์แล้ว',
      preparing: 'กำลังเตรียมการลงชื่อเข้าใช้',
      qrLabel: 'คิวอาร์โค้ดสำหรับลงชื่อเข้าใช้ด้วย Farcaster',
    },
    account: {
      signedInWith: 'ลงชื่อเข้าใช้ด้วย {name} แล้ว',
    },
  },
  walletRequest: {
    waitingTitle: 'อนุมัติใน {wallet}',
    waitingText: 'เปิดแอปวอลเล็ตของคุณ แล้วอนุมัติหรือปฏิเสธคำขอที่นั่น',
    method: 'คำขอ: {method}',
    cancel: 'ยกเลิก',
    timedOutTitle: 'คำขอหมดเวลา',
    timedOutText: '{wallet} ไม่ตอบกลับทันเวลา จึงยกเลิกคำขอแล้ว ตรวจสอบแอปวอลเล็ตของคุณแล้วลองอีกครั้ง',
    close: 'ปิด',
  },
};
