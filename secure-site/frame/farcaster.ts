// The frame's side of Sign In With Farcaster: GET_FARCASTER_URI opens a channel, CONNECT_FARCASTER
// polls until the Farcaster app signed (the server checked the signature) and takes the session;
// RELOAD drops the login in progress. The channel lives in memory only: a reload forgets it.
import type { ApiUser, SecureApi } from './api';

/** How often CONNECT_FARCASTER asks whether the app has signed. */
const POLL_MS = 1_000;

interface PendingLogin {
  channelToken: string;
  binding: string;
}

let pending: PendingLogin | undefined;
let generation = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a channel for this host page; answers the link the QR code shows. */
export async function startFarcaster(api: SecureApi): Promise<{ url: string }> {
  const { url, channelToken, binding } = await api.call<{ url: string } & PendingLogin>(
    'POST',
    '/api/v1/farcaster/start',
    {},
  );
  generation += 1;
  pending = { channelToken, binding };
  return { url };
}

/** Waits for the app's signature; answers the session and the user (the channel is used up). */
export async function waitForFarcaster(
  api: SecureApi,
): Promise<{ accessToken: string; refreshToken: string; user: ApiUser }> {
  const login = pending;
  const started = generation;
  if (!login) throw new Error('Start the Farcaster sign-in again');
  for (;;) {
    if (started !== generation) throw new Error('The Farcaster sign-in was cancelled');
    const answer = await api.call<
      { state: 'pending' } | { accessToken: string; refreshToken: string; user: ApiUser }
    >('POST', '/api/v1/farcaster/finish', login);
    if ('accessToken' in answer) {
      if (pending === login) pending = undefined;
      return answer;
    }
    await sleep(POLL_MS);
  }
}

/** RELOAD: forgets the login in progress and stops its polling. */
export function dropFarcaster(): void {
  pending = undefined;
  generation += 1;
}
