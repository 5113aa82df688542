import type { ExtraMessages } from '../../messages';

/** Indonesian: Pay, social login and wallet requests. Terms: ../../glossary/id.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'Permintaan pembayaran',
    to: 'Kepada',
    network: 'Jaringan',
    balance: 'Saldo Anda: {amount}',
    loading: 'Membaca saldo Anda',
    confirm: 'Bayar {amount}',
    paying: 'Membayar',
    swapFirst: 'Anda tidak memiliki cukup {symbol}. Tukar dulu token yang Anda miliki, lalu bayar:',
    swapOption: 'Tukar {amountIn} dengan minimal {amountOut}',
    findingSwaps: 'Mencari penukaran',
    swapAndPay: 'Tukar dan bayar',
    swapping: 'Menukar',
    connect: 'Hubungkan dompet untuk membayar',
    connectButton: 'Hubungkan dompet',
    switchNetwork: 'Beralih ke {name}',
    paid: '{amount} dibayar',
    cancel: 'Batal',
    errors: {
      notConnected: 'Hubungkan dompet di jaringan pembayaran terlebih dahulu',
      rejected: 'Anda menolak pembayaran di dompet Anda',
      insufficientFunds: 'Saldo tidak cukup: {symbol} tidak cukup untuk pembayaran ini',
      insufficientFundsAny: 'Saldo tidak cukup untuk pembayaran ini',
      noSwap:
        'Saldo tidak cukup: Anda tidak dapat membayar {amount}, dan tidak ada token Anda yang dapat ditukar untuk sisanya',
      closed: 'Pembayaran dibatalkan: jendela ditutup',
    },
  },
  social: {
    continueWith: 'Lanjutkan dengan {name}',
    more: 'Opsi masuk lainnya',
    listLabel: 'Masuk dengan akun sosial',
    connecting: {
      title: 'Masuk dengan {name}',
      waiting: 'Lanjutkan di jendela yang terbuka',
      retry: 'Coba lagi',
      checking: 'Sedang memasukkan Anda',
    },
    errors: {
      popupBlocked: 'Izinkan pop-up untuk situs ini agar dapat masuk dengan {name}',
      popupClosed: 'Jendela masuk ditutup sebelum Anda selesai',
    },
    farcaster: {
      title: 'Pindai kode QR ini dengan ponsel Anda',
      description: 'Atau buka tautan di aplikasi Farcaster untuk masuk',
      openApp: 'Buka di aplikasi Farcaster',
      copy: 'Salin tautan',
      copied: 'Tautan disalin',
      preparing: 'Menyiapkan proses masuk',
      qrLabel: 'Kode QR untuk masuk dengan Farcaster',
    },
    account: {
      signedInWith: 'Masuk dengan {name}',
    },
  },
  walletRequest: {
    waitingTitle: 'Setujui di {wallet}',
    waitingText: 'Buka aplikasi dompet Anda lalu setujui atau tolak permintaannya di sana.',
    method: 'Permintaan: {method}',
    cancel: 'Batal',
    timedOutTitle: 'Waktu Permintaan Habis',
    timedOutText:
      '{wallet} tidak menjawab tepat waktu, jadi permintaan dibatalkan. Periksa aplikasi dompet Anda dan coba lagi.',
    close: 'Tutup',
  },
};
