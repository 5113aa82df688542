// Sign In With Farcaster (SPEC §2), loaded with ConnectingFarcaster: the secure frame opens a
// channel on the secure site and answers its link (the view shows it as a QR code and an "open in
// the Farcaster app" link), then waits until the Farcaster app signed; the embedded wallet of that
// fid connects. Leaving the view early is the router's rule (SPEC §2: clear, reload, resync).
import { ensureAuthFrame, frameReloads } from '../connectors/auth/frame-host';
import { social as strings } from '../locales/en/social';
import { patchAccount, setAccountProp } from '../stores/account';
import { $router, goBack } from '../stores/router';
import { showError } from '../stores/snackbar';
import { writeStored } from '../stores/storage-io';
import { connectEmbeddedWallet } from './embedded-connect';

const VIEW = 'ConnectingFarcaster';

/** Restarts allowed when the router's reload (after an earlier visit) cancels a fresh login. */
const MAX_RESTARTS = 2;

let attempt = 0;

/** Starts the Farcaster login for the open ConnectingFarcaster view; an older one stops counting. */
export function startFarcasterLogin(restarts = 0): Promise<void> {
  attempt += 1;
  return runFarcasterLogin(attempt, restarts);
}

async function runFarcasterLogin(mine: number, restarts: number): Promise<void> {
  const current = () => mine === attempt && $router.get().view === VIEW;
  const frame = ensureAuthFrame();
  if (!frame) return leaveWithMessage(strings.farcaster.needsSecureSite);
  const reloadsAtStart = frameReloads();
  try {
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
    // Back in the view within the 100 ms of the last visit's reload: that reload ended this login too.
    if (frameReloads() !== reloadsAtStart && restarts < MAX_RESTARTS) {
      void startFarcasterLogin(restarts + 1);
      return;
    }
    leaveWithMessage(error instanceof Error ? error.message : String(error));
  }
}

function leaveWithMessage(message: string): void {
  if ($router.get().view === VIEW) goBack();
  showError(message);
}
