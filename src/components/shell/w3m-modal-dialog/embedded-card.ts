import { ensureWalletDiscovery } from '../../../appkit/wallet-discovery';
import { $accounts, getAccount } from '../../../stores/account';
import { getActiveNamespace } from '../../../stores/chain';
import { $modal } from '../../../stores/modal-state';
import { reset } from '../../../stores/router';
import type { StoreSubscriptions } from '../../store-subscriptions';

// Loaded by the dialog only with `enableEmbedded`, so hosts that keep the modal never fetch it.

function connected(): boolean {
  const namespace = getActiveNamespace();
  return namespace !== undefined && getAccount(namespace).caipAddress !== undefined;
}

/**
 * What an embedded card does beyond a dialog: it shows the wallet list without ever being opened,
 * so wallet discovery starts now; a "closed" modal shows its starting view again (Account when
 * connected, else Connect), and so does a connection that starts or ends. The subscriptions end
 * with the dialog's.
 */
export function runEmbeddedCard(subscriptions: StoreSubscriptions): void {
  void ensureWalletDiscovery().catch(() => undefined);
  let wasConnected = connected();
  const home = (): void => reset(connected() ? 'Account' : 'Connect');
  subscriptions.watch($modal, (modal) => {
    if (!modal.open) home();
  });
  subscriptions.watch($accounts, () => {
    if (connected() !== wasConnected) home();
    wasConnected = connected();
  });
}
