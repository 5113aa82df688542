import { localized } from '../localize';
/** Strings of the primitives area: accessible names the wui-* elements use when the caller gives none. */
export const primitives = localized(['primitives'], {
  copy: 'Copy',
  loading: 'Loading',
  close: 'Close',
  search: 'Search',
  /** The search field's clear button. */
  clearSearch: 'Clear search',
  qrCode: 'QR code',
  selected: 'Selected',
  installed: 'Installed',
  opensInNewTab: '(opens in a new tab)',
} as const);
