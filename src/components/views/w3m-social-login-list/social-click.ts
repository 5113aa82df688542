import { openLoginPopup, type OAuthProvider } from '../../../appkit/social-login';

/**
 * A social button's click: the popup opens here, synchronously inside the user's click (a popup
 * opened after an await is blocked), then the flow takes it.
 */
export function startSocialLoginFromClick(provider: OAuthProvider): void {
  const popup = openLoginPopup();
  void import('../../../appkit/social-login').then((flow) => flow.runSocialLogin(provider, popup));
}
