import { map } from 'nanostores';

/** Whether the modal is shown. SPEC §4: the modal is open or closed. */
export interface ModalState {
  open: boolean;
}

/** The modal's open state. */
export const $modal = map<ModalState>({ open: false });

/** Shows the modal. */
export function openModal(): void {
  $modal.setKey('open', true);
}

/** Hides the modal. */
export function closeModal(): void {
  $modal.setKey('open', false);
}
