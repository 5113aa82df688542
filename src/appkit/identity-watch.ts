import { $accounts } from '../stores/account';
import { $chain } from '../stores/chain';
import { syncAccountIdentity } from './account-data';

let stop: (() => void) | undefined;

/**
 * Re-runs the identity sync (SPEC §4) whenever the eip155 address or the active network changes;
 * started once, when the EVM client first loads.
 */
export function watchIdentity(): void {
  if (stop) return;
  let last = '';
  const check = (): void => {
    const address = $accounts.get().eip155.address;
    const key = `${$chain.get().activeNetwork?.caipNetworkId ?? ''}|${address ?? ''}`;
    if (key === last) return;
    last = key;
    if (address)
      void syncAccountIdentity().catch((error: unknown) => console.warn('w3m: identity sync failed', error));
  };
  const offChain = $chain.listen(check);
  const offAccounts = $accounts.listen(check);
  stop = () => {
    offChain();
    offAccounts();
  };
  check();
}
