// Sign In With Farcaster (SPEC §2), loaded with ConnectingFarcaster: the secure frame opens a
// channel on the secure site and answers its link (the view shows it as a QR code and an "open in
// the Farcaster app" link), then waits until the Farcaster app signed; the embedded wallet of that
// fid connects. Leaving the view early is the router's rule (SPEC §2: clear, reload, resync).
import { ensureAuthFrame } from '../connectors/auth/frame-host';
import { social as strings } from '../locales/en/social';
import { patchAccount, setAccountProp } from '../stores/account';
import { farcasterCleanupsDone } from '../stores/auth-hooks';
import { $router, goBack } from '../stores/router';
import { showError } from '../stores/snackbar';
import { writeStored } from '../stores/storage-io';
import { connectEmbeddedWallet } from './embedded-connect';

const VIEW = 'ConnectingFarcaster';

let attempt = 0;

/** Starts the Farcaster login for the open ConnectingFarcaster view; an older one stops counting. */
export async function startFarcasterLogin(): Promise<void> {
  attempt += 1;
  const mine = attempt;
  const current = () => mine === attempt && $router.get().view === VIEW;
  const frame = ensureAuthFrame();
  if (!frame) return leaveWithMessage(strings.farcaster.needsSecureSite);
  try {
    // Back within 100 ms of leaving: the last visit's reload must not end this login.
    await farcasterCleanupsDone();
    if (!current()) return;
    const { url } = await frame.messenger.request('GET_FARCASTER_URI');
    if (!current()) return;
    setAccountProp('eip155', 'farcasterUrl', url);
    const user = await frame.messenger.request('CONNECT_FARCASTER');
    if (!current()) return;
    const username = user.userName ?? '';
    await connectEmbeddedWallet('social', () => {
      patchAccount('eip155', { user: { username }, socialProvider: 'farcaster', farcasterUrl: undefined });
      writeStored('connectedSocial', 'farcaster');
      writeStored('socialUsername', username);
    });
  } catch (error) {
    // Leaving the view cancels the login on purpose: nothing to say then.
    if (!current()) return;
    leaveWithMessage(error instanceof Error ? error.message : String(error));
  }
}

function leaveWithMessage(message: string): void {
  if ($router.get().view === VIEW) goBack();
  showError(message);
}
