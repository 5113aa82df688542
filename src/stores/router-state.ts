/** The router store and the actions the first paint needs (open resets it, close settles it); navigation (push, back, the transaction stack) is in router.ts. */
import { map } from 'nanostores';
import type { CaipNetwork } from '../chains/network-schema';
import { getAuthConnectorHooks, trackFarcasterCleanup } from './auth-hooks';
import { setAccountProp } from './account';
import { getActiveCaipAddress } from './chain';
import { FARCASTER_RELOAD_DELAY_MS } from './constants';
import type { Connector, WalletListing } from './connector-types';
import { currentDappData } from './options';
import { $modal } from './modal-state';
import { rejectPendingRequests } from './pending-requests';
import type { ViewName } from './views';

/** Arguments a view can be opened with (e.g. Swap's amount and tokens). */
export type ViewArguments = Readonly<Record<string, string | number | boolean | undefined>>;

/** Data handed to the view being shown. */
export interface RouterViewData {
  wallet?: WalletListing;
  connector?: Connector;
  network?: CaipNetwork;
  email?: string;
  newEmail?: string;
  arguments?: ViewArguments;
}

/** What to do when a flow (a send, a signature, a sign-in) ends (SPEC §2 transaction stack). */
export interface TransactionAction {
  /** On success, reset to this view. */
  view?: ViewName;
  /** On success, go back one view. */
  goBack?: boolean;
  /** On success, return to the entry before ConnectingSiwe (or close the modal). */
  replace?: boolean;
  onSuccess?: () => void;
  onCancel?: () => void;
  onError?: () => void;
}

/** How a flow on the transaction stack ended. */
export type TransactionResult = 'success' | 'cancel' | 'error';

/** The router's state: current view, history (last entry is the current view), view data, transaction stack. */
export interface RouterState {
  view: ViewName;
  history: ViewName[];
  data: RouterViewData | undefined;
  transactionStack: TransactionAction[];
}

/** The modal's view stack. SPEC §2: the initial view is Connect. */
export const $router = map<RouterState>({
  view: 'Connect',
  history: ['Connect'],
  data: undefined,
  transactionStack: [],
});

/** Closes the modal; with an empty transaction stack it also rejects pending RPC requests (SPEC §4). */
export function closeModalAndSettle(): void {
  $modal.setKey('open', false);
  if ($router.get().transactionStack.length === 0) {
    rejectPendingRequests(new Error('The modal was closed before the request finished'));
  }
}
/** Replaces the whole history with one view (SPEC §2). */
export function reset(view: ViewName, data?: RouterViewData): void {
  navigate(view, [view], data);
}
export function navigate(view: ViewName, history: ViewName[], data: RouterViewData | undefined): void {
  const leaving = $router.get().view;
  $router.set({ ...$router.get(), view, history, data });
  if (leaving === 'ConnectingFarcaster' && view !== leaving) scheduleFarcasterCleanup();
}

/**
 * SPEC §2: leaving ConnectingFarcaster without a connected address abandons the Farcaster
 * login, so after 100 ms the URL is dropped, the auth frame reloads and gets the app data again.
 */
export function scheduleFarcasterCleanup(): void {
  if (getActiveCaipAddress()) return;
  const done = new Promise<void>((resolve) =>
    setTimeout(() => {
      setAccountProp('eip155', 'farcasterUrl', undefined);
      const hooks = getAuthConnectorHooks();
      if (!hooks) return resolve();
      void Promise.resolve()
        .then(() => hooks.reload())
        .then(() => hooks.syncDappData(currentDappData()))
        .catch(() => undefined)
        .finally(resolve);
    }, FARCASTER_RELOAD_DELAY_MS),
  );
  trackFarcasterCleanup(done);
}
