import { openLoginPopup } from '../../../appkit/login-popup';
import { push } from '../../../stores/router';
import { detectWebview } from '../../../stores/telegram';
import type { SocialButton } from './social-providers';

/**
 * A social button's click: Farcaster opens its QR view; for the others the popup opens here,
 * synchronously inside the user's click (a popup opened after an await is blocked), then the flow
 * takes it.
 */
export function startSocialLoginFromClick(provider: SocialButton): void {
  if (provider === 'farcaster') {
    push('ConnectingFarcaster');
    return;
  }
  // SPEC §2: Telegram's webview has no popups; the top window goes to the provider and comes back.
  if (detectWebview().telegram) {
    void import('../../../appkit/telegram-login').then((flow) => flow.startTelegramSocialLogin(provider));
    return;
  }
  const popup = openLoginPopup();
  void import('../../../appkit/social-login').then((flow) => flow.runSocialLogin(provider, popup));
}
