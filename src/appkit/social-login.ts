// The social login flow (SPEC §2/§4), loaded only when Connect shows social buttons: the popup is
// opened by the click handler itself (so blockers allow it), then pointed at the provider through
// the secure frame; the secure site's callback page hands the result back to this window (its
// origin checked), and CONNECT_SOCIAL finishes the login in the frame.
import { ensureAuthFrame, type AuthFrame } from '../connectors/auth/frame-host';
import { secureOrigin } from '../frame';
import { social as strings } from '../locales/en/social';
import { patchAccount } from '../stores/account';
import { $options, type SocialProvider } from '../stores/options';
import { $router, goBack, push, replace } from '../stores/router';
import { showError } from '../stores/snackbar';
import { writeStored } from '../stores/storage-io';
import { connectEmbeddedWallet } from './embedded-connect';

export { ensureAuthFrame } from '../connectors/auth/frame-host';

/** The six providers the secure site signs in with (Farcaster has its own flow). */
export type OAuthProvider = Exclude<SocialProvider, 'farcaster'>;

/** How often the flow looks whether the user closed the popup. */
export const POPUP_CLOSED_POLL_MS = 500;

class PopupClosedError extends Error {}

let current: { popup: Window; stop: () => void } | undefined;

const label = (provider: string): string => strings.providerName(provider);

/** Waits for the callback page's message from the popup (origin and source checked), or its closing. */
function waitForResult(popup: Window, origin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent): void => {
      if (event.origin !== origin || event.source !== popup) return;
      const resultUri = (event.data as { resultUri?: unknown } | null)?.resultUri;
      if (typeof resultUri !== 'string' || resultUri.length > 4096) return;
      stop();
      resolve(resultUri);
    };
    const timer = setInterval(() => {
      if (!popup.closed) return;
      stop();
      reject(new PopupClosedError(strings.errors.popupClosed));
    }, POPUP_CLOSED_POLL_MS);
    const stop = (): void => {
      clearInterval(timer);
      window.removeEventListener('message', onMessage);
    };
    window.addEventListener('message', onMessage);
    current = { popup, stop: () => (stop(), reject(new PopupClosedError(strings.errors.popupClosed))) };
  });
}

/** Stops waiting and closes the popup (the user left ConnectingSocial). */
export function cancelSocialLogin(): void {
  const active = current;
  current = undefined;
  active?.stop();
  if (active && !active.popup.closed) active.popup.close();
}

function leaveWithMessage(message: string): void {
  if ($router.get().view === 'ConnectingSocial') goBack();
  showError(message);
}

/** CONNECT_SOCIAL with the provider's result, then the embedded wallet connects as this social user. */
export async function completeSocialLogin(frame: AuthFrame, provider: OAuthProvider, resultUri: string) {
  const user = await frame.messenger.request('CONNECT_SOCIAL', { uri: resultUri });
  await connectEmbeddedWallet('social', () => {
    const username = user.userName ?? user.email ?? '';
    patchAccount('eip155', { user: { username }, socialProvider: provider });
    writeStored('connectedSocial', provider);
    writeStored('socialUsername', username);
  });
}

/**
 * Runs a social login in `popup` (opened by the click): ConnectingSocial shows while the user is at
 * the provider; closing the popup or a refusal goes back with a message.
 */
export async function runSocialLogin(provider: OAuthProvider, popup: Window | null): Promise<void> {
  cancelSocialLogin();
  if ($router.get().view === 'ConnectingSocial') replace('ConnectingSocial', { arguments: { provider } });
  else push('ConnectingSocial', { arguments: { provider } });
  if (!popup) return leaveWithMessage(strings.errors.popupBlocked(label(provider)));
  const { secureSiteUrl } = $options.get();
  const frame = ensureAuthFrame();
  if (!frame || !secureSiteUrl) return leaveWithMessage('Social login needs a secureSiteUrl');
  try {
    const { uri } = await frame.messenger.request('GET_SOCIAL_REDIRECT_URI', { provider });
    if (popup.closed) throw new PopupClosedError(strings.errors.popupClosed);
    popup.location.href = uri;
    const resultUri = await waitForResult(popup, secureOrigin(secureSiteUrl));
    popup.close();
    await completeSocialLogin(frame, provider, resultUri);
  } catch (error) {
    if (!popup.closed) popup.close();
    // Leaving the view cancels on purpose: nothing to say then.
    if (error instanceof PopupClosedError && $router.get().view !== 'ConnectingSocial') return;
    leaveWithMessage(error instanceof Error ? error.message : String(error));
  } finally {
    if (current?.popup === popup) current = undefined;
  }
}
