import { $router, closeModalAndSettle, navigate, reset, scheduleFarcasterCleanup } from './router-state';
import type { RouterViewData, TransactionAction, TransactionResult } from './router-state';
import type { ViewName } from './views';

export type { ViewName } from './views';
export {
  $router,
  closeModalAndSettle,
  reset,
  type RouterState,
  type RouterViewData,
  type TransactionAction,
  type TransactionResult,
  type ViewArguments,
} from './router-state';

/** Adds a view unless it is already the current one (SPEC §2). */
export function push(view: ViewName, data?: RouterViewData): void {
  const state = $router.get();
  if (view === state.view) return;
  navigate(view, [...state.history, view], data);
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
function withoutWallet(data: RouterViewData): RouterViewData {
  const rest = { ...data };
  delete rest.wallet;
  return rest;
}
