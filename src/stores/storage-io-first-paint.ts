import { storageAccess } from './storage-access';
import { FIRST_PAINT_STORAGE } from './storage-keys-first-paint';

/** Checked reads and writes of the values createAppKit and the entry elements use before any click. */
export const { readStored, writeStored, clearStored } = storageAccess(FIRST_PAINT_STORAGE);
