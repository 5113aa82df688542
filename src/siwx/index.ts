/**
 * `w3m-elements/siwx`: the project's sign-in-with-wallet implementation for the `siwx` option, its
 * parts (message builder, storage, verifiers) and AppKit's SIWXConfig types.
 */
export { createDefaultSiwx, randomNonce, type DefaultSiwxOptions } from './default-siwx';
export { formatSiwxMessage, isSessionCurrent, toSiwxMessage } from './message';
export { parseSiwxMessage, SiwxParseError } from './parse';
export { createBrowserSiwxStorage, SIWX_STORAGE_KEY, type SIWXStorage } from './storage';
export {
  createBip122Verifier,
  createEip155Verifier,
  createSolanaVerifier,
  type Eip155VerifierOptions,
  type SIWXVerifier,
} from './verifiers';
export type * from './types';
