// Social login inside Telegram's webview (SPEC §2): a popup cannot come back there, so the top
// window goes to the provider and the secure site's callback returns to this page with the result
// in `result_uri`; on that load the login finishes and the parameter leaves the address.
import { ensureAuthFrame } from '../connectors/auth/frame-host';
import { $router, goBack, push } from '../stores/router';
import { showError } from '../stores/snackbar';
import { clearStored, readStored, writeStored } from '../stores/storage-io';
import { completeSocialLogin, type OAuthProvider } from './social-login';

/** The query parameter the secure site's callback returns the provider's answer in. */
export const RESULT_PARAMETER = 'result_uri';

/** This page's address without a result parameter (where the callback returns to). */
function returnUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(RESULT_PARAMETER);
  url.hash = '';
  return url.href;
}

/** Starts a social login by navigating the top window to the provider (no popup in Telegram). */
export async function startTelegramSocialLogin(provider: OAuthProvider): Promise<void> {
  push('ConnectingSocial', { arguments: { provider } });
  const frame = ensureAuthFrame();
  try {
    if (!frame) throw new Error('Social login needs a secureSiteUrl');
    writeStored('telegramSocialProvider', provider);
    const { uri } = await frame.messenger.request('GET_SOCIAL_REDIRECT_URI', {
      provider,
      returnUrl: returnUrl(),
    });
    (window.top ?? window).location.href = uri;
  } catch (error) {
    clearStored(['telegramSocialProvider']);
    if ($router.get().view === 'ConnectingSocial') goBack();
    showError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * On the load that returns from the provider: takes `result_uri` out of the address (history
 * replaced, nothing else changes), then finishes the login the stored provider started.
 */
export async function finishTelegramSocialLogin(): Promise<void> {
  const url = new URL(window.location.href);
  const resultUri = url.searchParams.get(RESULT_PARAMETER);
  if (resultUri === null) return;
  url.searchParams.delete(RESULT_PARAMETER);
  window.history.replaceState(window.history.state, '', url.href);
  const provider = readStored('telegramSocialProvider');
  clearStored(['telegramSocialProvider']);
  if (!provider || provider === 'farcaster') return;
  const frame = ensureAuthFrame();
  if (!frame) return;
  try {
    await completeSocialLogin(frame, provider, resultUri);
  } catch (error) {
    showError(error instanceof Error ? error.message : String(error));
  }
}
