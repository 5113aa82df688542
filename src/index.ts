/**
 * w3m-elements public API. Only what hosts need is exported here; components register
 * through the loader (`w3m-elements/loader`) or `w3m-elements/dist/components`.
 */
export { createAppKit } from './appkit/create-app-kit';
export type { AppKit, AppKitOptions } from './appkit/create-app-kit';
export type { ThemeMode } from './stores/theme';
export type * from './components';
