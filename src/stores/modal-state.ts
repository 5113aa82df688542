import { map } from 'nanostores';

/** Whether the modal is shown. SPEC §4: the modal is open or closed. */
export interface ModalState {
  open: boolean;
}

/**
 * The modal's open state. It lives apart from the modal actions so the router can close the
 * modal without importing modal.ts (which imports the router).
 */
export const $modal = map<ModalState>({ open: false });
