import type { ExtraMessages } from '../../messages';

/** Turkish: Pay, social login and wallet requests. Terms: ../../glossary/tr.md */
export const messages: ExtraMessages = {
  pay: {
    request: 'Ödeme isteği',
    to: 'Alıcı',
    network: 'Ağ',
    balance: 'Bakiyen: {amount}',
    loading: 'Bakiyen okunuyor',
    confirm: '{amount} öde',
    paying: 'Ödeniyor',
    swapFirst: 'Yeterli {symbol} yok. Önce elindeki bir tokeni takas et, sonra öde:',
    swapOption: '{amountIn} takas et, en az {amountOut} al',
    findingSwaps: 'Takas aranıyor',
    swapAndPay: 'Takas et ve öde',
    swapping: 'Takas ediliyor',
    connect: 'Ödemek için cüzdan bağla',
    connectButton: 'Cüzdan bağla',
    switchNetwork: '{name} ağına geç',
    paid: '{amount} ödendi',
    cancel: 'İptal',
    errors: {
      notConnected: 'Önce ödeme ağında bir cüzdan bağla',
      rejected: 'Ödemeyi cüzdanında reddettin',
      insufficientFunds: 'Yetersiz bakiye: bu ödeme için yeterli {symbol} yok',
      insufficientFundsAny: 'Bu ödeme için yetersiz bakiye',
      noSwap: 'Yetersiz bakiye: {amount} ödeyemezsin ve elindeki hiçbir token kalan için takas edilemiyor',
      closed: 'Ödeme iptal edildi: pencere kapatıldı',
    },
  },
  social: {
    continueWith: '{name} ile devam et',
    more: 'Diğer giriş seçenekleri',
    listLabel: 'Sosyal hesapla giriş yap',
    connecting: {
      title: '{name} ile giriş yap',
      waiting: 'Açılan pencerede devam et',
      retry: 'Tekrar dene',
      checking: 'Giriş yapılıyor',
    },
    errors: {
      popupBlocked: '{name} ile giriş yapmak için bu sitede açılır pencerelere izin ver',
      popupClosed: 'Giriş penceresi sen bitirmeden kapatıldı',
    },
    farcaster: {
      title: 'Bu QR kodunu telefonunla tara',
      description: 'Ya da giriş yapmak için bağlantıyı Farcaster uygulamasında aç',
      openApp: 'Farcaster uygulamasında aç',
      copy: 'Bağlantıyı kopyala',
      copied: 'Bağlantı kopyalandı',
      preparing: 'Giriş hazırlanıyor',
      qrLabel: 'Farcaster ile giriş için QR kodu',
    },
    account: {
      signedInWith: '{name} ile giriş yapıldı',
    },
  },
  walletRequest: {
    waitingTitle: '{wallet} içinde onayla',
    waitingText: 'Cüzdan uygulamanı aç ve isteği orada onayla ya da reddet.',
    method: 'İstek: {method}',
    cancel: 'İptal',
    timedOutTitle: 'İstek zaman aşımına uğradı',
    timedOutText:
      '{wallet} zamanında yanıt vermedi, bu yüzden istek iptal edildi. Cüzdan uygulamanı kontrol et ve tekrar dene.',
    close: 'Kapat',
  },
};
