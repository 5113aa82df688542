// The secure-frame bridge (DESIGN.md: imports zod only; shared with secure-site/). Loaded on
// demand by the auth connector: nothing on the first-load path imports this folder.
export {
  FRAME_ACTIONS,
  TIMED_ACTIONS,
  type FrameAction,
  type RequestPayload,
  type SuccessPayload,
} from './actions';
export * from './constants';
export * from './errors';
export { FRAME_LOCALES, FrameLocale } from './fields';
export * from './messages';
export {
  FrameMessenger,
  randomRequestId,
  type FrameMessengerOptions,
  type FrameTarget,
  type MessageHub,
} from './messenger';
export { FrameEip1193Provider, ProviderRpcError, type RequestArguments } from './provider';
export { FRAME_PATH, frameUrl, secureOrigin, type FrameUrlParams } from './url';
