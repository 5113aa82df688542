import { atom, computed } from 'nanostores';
import { $setupFailed } from './lifecycle';
import { isChainNamespace } from '../chains/caip';
import { getAccount } from './account';
import { getActiveNamespace, setActiveNamespace } from './chain';
import { $modal } from './modal-state';
import { $router, closeModalAndSettle, reset, type ViewArguments } from './router-state';
import type { ViewName } from './views';

export { $modal, type ModalState } from './modal-state';

/** What `openModal` accepts (DESIGN "The public API": open({ view?, namespace?, arguments? })). */
export interface OpenModalOptions {
  view?: ViewName;
  namespace?: string;
  arguments?: ViewArguments;
}

/** Whether sign-in (SIWX) is required and whether the connected account already has a session. */
export interface SignInGate {
  required: boolean;
  hasSession: boolean;
}

/** Fed by the sign-in store (a later issue); read by the close rule below. */
export const $signInGate = atom<SignInGate>({ required: false, hasSession: false });

/** Updates the sign-in requirement the close rule looks at. */
export function setSignInGate(gate: SignInGate): void {
  $signInGate.set(gate);
}

/**
 * SPEC §4: the close control is disabled on SIWXSignMessage and ApproveTransaction while sign-in
 * is required and no session exists, and on UnsupportedChain.
 */
export const $closingDisabled = computed([$router, $signInGate], (router, gate) => {
  if (router.view === 'UnsupportedChain') return true;
  const signView = router.view === 'SIWXSignMessage' || router.view === 'ApproveTransaction';
  return signView && gate.required && !gate.hasSession;
});

/**
 * Opens the modal (SPEC §2). With a view, shows it (with `arguments` as its data); without,
 * Account when the namespace is connected and Connect otherwise. Throws on an unknown namespace,
 * before changing anything. View names are typed here; the host's open() checks them (so the
 * list of names stays off the first paint).
 */
export function openModal(options: OpenModalOptions = {}): void {
  // After a failed createAppKit nothing opens: the modal would run on defaults the host never chose.
  if ($setupFailed.get()) return;
  const { view, namespace } = options;
  if (namespace !== undefined && !isChainNamespace(namespace)) {
    throw new Error(`Unknown namespace "${String(namespace)}"`);
  }
  if (namespace !== undefined && namespace !== getActiveNamespace()) setActiveNamespace(namespace);
  const active = getActiveNamespace();
  const connected = active !== undefined && getAccount(active).caipAddress !== undefined;
  const data = options.arguments ? { arguments: { ...options.arguments } } : undefined;
  reset(view ?? (connected ? 'Account' : 'Connect'), data);
  $modal.setKey('open', true);
}

/** Closes the modal; with an empty transaction stack pending RPC requests are rejected (SPEC §4). */
export function closeModal(): void {
  closeModalAndSettle();
}

/** A user's close (Escape, overlay, close button): refused while $closingDisabled; returns whether it closed. */
export function requestCloseModal(): boolean {
  if ($closingDisabled.get()) return false;
  closeModal();
  return true;
}
