/**
 * Going back to the view a connection was started from (AppKit does this for Pay): a view that
 * sends a disconnected user to Connect records itself, and the connection's last step returns to
 * it, with its view data, instead of closing the modal.
 */
import { $modal } from './modal-state';
import { $router, closeModalAndSettle, navigate, type RouterViewData } from './router-state';
import type { ViewName } from './views';

interface ConnectReturn {
  view: ViewName;
  data: RouterViewData | undefined;
  /** The view's place in the history when the user left it. */
  index: number;
}

let pendingReturn: ConnectReturn | undefined;

/** Records the current view (and its data) as the place to come back to once a connection succeeds. */
export function returnHereAfterConnect(): void {
  const { view, data, history } = $router.get();
  pendingReturn = { view, data, index: history.length - 1 };
}

/**
 * Goes back to the recorded view when the open modal still shows the flow that left it; returns
 * whether it did. The record is used once.
 */
export function returnToConnectOrigin(): boolean {
  const target = pendingReturn;
  pendingReturn = undefined;
  const { view, history } = $router.get();
  if (!target || !$modal.get().open || view === 'UnsupportedChain') return false;
  if (history[target.index] !== target.view || target.index >= history.length - 1) return false;
  navigate(target.view, history.slice(0, target.index + 1), target.data);
  return true;
}

/**
 * The last step of a successful connection: back to the view it was started from, else the modal
 * closes (unless it is already closed or shows UnsupportedChain for the wallet's chain).
 */
export function finishConnection(): void {
  if (returnToConnectOrigin()) return;
  if ($modal.get().open && $router.get().view !== 'UnsupportedChain') closeModalAndSettle();
}
