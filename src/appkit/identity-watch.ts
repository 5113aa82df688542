import { $accounts } from '../stores/account';
import { $chain } from '../stores/chain';
import { syncAccountIdentity } from './account-data';

let stop: (() => void) | undefined;

/**
 * Re-runs the identity sync (SPEC §4) whenever the eip155 address or the active network changes;
 * started once, when the EVM client first loads. A change is acted on a task later: a connect or
 * chain change updates the account and the network stores one after the other, and a lookup
 * started in between would go to the network that is being left.
 */
export function watchIdentity(): void {
  if (stop) return;
  let last = '';
  let pending = false;
  const run = (): void => {
    pending = false;
    const address = $accounts.get().eip155.address;
    const key = `${$chain.get().activeNetwork?.caipNetworkId ?? ''}|${address ?? ''}`;
    if (key === last) return;
    last = key;
    if (address)
      void syncAccountIdentity().catch((error: unknown) => console.warn('w3m: identity sync failed', error));
  };
  const schedule = (): void => {
    if (pending) return;
    pending = true;
    setTimeout(run, 0);
  };
  const offChain = $chain.listen(schedule);
  const offAccounts = $accounts.listen(schedule);
  stop = () => {
    offChain();
    offAccounts();
  };
  run();
}
