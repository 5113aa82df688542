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

export type { ViewName } from './views';

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

/** Adds a view unless it is already the current one (SPEC §2). */
export function push(view: ViewName, data?: RouterViewData): void {
  const state = $router.get();
  if (view === state.view) return;
  navigate(view, [...state.history, view], data);
}

/** Replaces the whole history with one view (SPEC §2). */
export function reset(view: ViewName, data?: RouterViewData): void {
  navigate(view, [view], data);
}

/** Swaps the last history entry for a view (SPEC §2). */
export function replace(view: ViewName, data?: RouterViewData): void {
  const history = $router.get().history;
  navigate(view, [...history.slice(0, -1), view], data);
}

/**
 * Pops the history; with one entry left, or UnsupportedChain in the history, closes the modal
 * instead. Any wallet in the view data is dropped (SPEC §2).
 */
export function goBack(): void {
  const state = $router.get();
  const leaving = state.view;
  const data = state.data?.wallet ? withoutWallet(state.data) : state.data;
  if (state.history.length > 1 && !state.history.includes('UnsupportedChain')) {
    const history = state.history.slice(0, -1);
    const view = history[history.length - 1] ?? 'Connect';
    $router.set({ ...state, view, history, data });
  } else {
    $router.set({ ...state, data });
    closeModalAndSettle();
  }
  if (leaving === 'ConnectingFarcaster') scheduleFarcasterCleanup();
}

/** Goes back to the history entry at `index` (keeping it as the current view). */
export function goBackToIndex(index: number): void {
  const state = $router.get();
  const target = state.history[index];
  if (target === undefined) return;
  navigate(target, state.history.slice(0, index + 1), state.data);
}

/** Records what to do when the current flow ends (SPEC §2). */
export function pushTransactionStack(action: TransactionAction): void {
  const state = $router.get();
  $router.setKey('transactionStack', [...state.transactionStack, action]);
}

/**
 * Ends the newest flow (SPEC §2). cancel: go back, then onCancel. error: go back, then onError.
 * success: go back, or (replace) return to the entry before ConnectingSiwe or close the modal
 * and empty the history, or reset to the action's view; then onSuccess.
 */
export function popTransactionStack(result: TransactionResult): void {
  const stack = $router.get().transactionStack;
  const action = stack[stack.length - 1];
  if (!action) return;
  $router.setKey('transactionStack', stack.slice(0, -1));
  if (result === 'cancel') {
    goBack();
    action.onCancel?.();
    return;
  }
  if (result === 'error') {
    goBack();
    action.onError?.();
    return;
  }
  if (action.goBack) {
    goBack();
  } else if (action.replace) {
    returnBeforeSiwe();
  } else if (action.view) {
    reset(action.view);
  }
  action.onSuccess?.();
}

function returnBeforeSiwe(): void {
  const siweIndex = $router.get().history.indexOf('ConnectingSiwe');
  if (siweIndex > 0) {
    goBackToIndex(siweIndex - 1);
    return;
  }
  closeModalAndSettle();
  $router.setKey('history', []);
}

function navigate(view: ViewName, history: ViewName[], data: RouterViewData | undefined): void {
  const leaving = $router.get().view;
  $router.set({ ...$router.get(), view, history, data });
  if (leaving === 'ConnectingFarcaster' && view !== leaving) scheduleFarcasterCleanup();
}

function withoutWallet(data: RouterViewData): RouterViewData {
  const rest = { ...data };
  delete rest.wallet;
  return rest;
}

/**
 * SPEC §2: leaving ConnectingFarcaster without a connected address abandons the Farcaster
 * login, so after 100 ms the URL is dropped, the auth frame reloads and gets the app data again.
 */
function scheduleFarcasterCleanup(): void {
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
