import { $accounts, getAccount } from '../stores/account';
import { $chain, getActiveNamespace } from '../stores/chain';
import { checkSignIn, getSiwx, signInTarget, signOutAfterDisconnect, targetKey } from './siwx-flow';

let stop: (() => void) | undefined;

/**
 * Follows the connected account and network while sign-in is configured (SPEC §4): a new account,
 * a reconnect after a refresh or a switch to a network the session does not cover runs the
 * sign-in check; a disconnect clears the sessions. Started once; returns the function that stops it.
 */
export function watchSignIn(): () => void {
  if (stop) return stop;
  try {
    getSiwx();
  } catch (error) {
    // A siweConfig without its methods: sign-in stays off, and the host learns why.
    console.error('w3m: sign-in is off:', error instanceof Error ? error.message : error);
    return () => undefined;
  }
  let lastKey: string | undefined;
  let wasConnected = false;
  const onChange = (): void => {
    const namespace = getActiveNamespace();
    const connected = namespace !== undefined && getAccount(namespace).caipAddress !== undefined;
    if (!connected) {
      if (wasConnected) {
        wasConnected = false;
        lastKey = undefined;
        void signOutAfterDisconnect().catch((error: unknown) =>
          console.warn('w3m: could not clear the sign-in sessions', error),
        );
      }
      return;
    }
    wasConnected = true;
    const target = signInTarget();
    const key = target ? targetKey(target) : undefined;
    if (key === lastKey) return;
    lastKey = key;
    if (key !== undefined) void checkSignIn();
  };
  const stops = [$accounts.listen(onChange), $chain.listen(onChange)];
  onChange();
  stop = () => {
    for (const end of stops) end();
    stop = undefined;
  };
  return stop;
}
