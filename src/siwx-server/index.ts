/**
 * `w3m-elements/siwx-server`: what a host backend (Node 20+) needs to accept sign-ins made with the
 * widget: nonces, EIP-4361 parsing and verification.
 */
export {
  createSiwxServer,
  SiwxVerificationError,
  type SiwxRejection,
  type SiwxServer,
  type SiwxServerOptions,
  type VerifiedSiwx,
} from './verify';
export { createMemoryNonceStore, type NonceStore } from './nonces';
export { formatSiwxMessage } from '../siwx/message';
export { parseSiwxMessage, SiwxParseError } from '../siwx/parse';
export type { SIWXMessageData } from '../siwx/types';
