/** w3m-react: React components for every w3m-elements entry element. */
export * from './generated/components';
export { createAppKit } from 'w3m-elements';
export type { AppKit, AppKitOptions, ThemeMode } from 'w3m-elements';
