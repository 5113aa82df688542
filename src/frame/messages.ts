import * as z from 'zod/mini';
import {
  ACTION_NAMES,
  FRAME_ACTIONS,
  type FrameAction,
  type RequestPayload,
  type SuccessPayload,
} from './actions';
import { APP_PREFIX, FRAME_MAX_MESSAGE_CHARS, FRAME_PREFIX } from './constants';
import { ErrorPayload, RequestId } from './fields';

/** A message the app (host page) posts to the frame. */
export type AppMessage = {
  [A in FrameAction]: { id: string; type: `${typeof APP_PREFIX}${A}`; payload?: RequestPayload<A> };
}[FrameAction];

/** The frame's answer to one request: its success or its error. */
export type FrameAnswer = {
  [A in FrameAction]:
    | { id: string; type: `${typeof FRAME_PREFIX}${A}_SUCCESS`; payload?: SuccessPayload<A> }
    | { id: string; type: `${typeof FRAME_PREFIX}${A}_ERROR`; payload?: z.infer<typeof ErrorPayload> };
}[FrameAction];

/** The frame finished loading and answers requests. */
export interface FrameReady {
  type: `${typeof FRAME_PREFIX}READY`;
  payload?: { version?: number };
}

/**
 * The frame's session changed (signed in, signed out, expired). The bearer token itself stays in
 * the frame origin's storage (issue 16), so only the state crosses to the host page.
 */
export interface FrameSessionUpdate {
  type: `${typeof FRAME_PREFIX}SESSION_UPDATE`;
  payload: { isConnected: boolean };
}

/** Any message the frame posts to the app. */
export type FrameMessage = FrameAnswer | FrameReady | FrameSessionUpdate;

const appType = <A extends FrameAction>(action: A) => `${APP_PREFIX}${action}` as const;
const frameType = (name: string) => `${FRAME_PREFIX}${name}` as const;

const appMessageOptions = ACTION_NAMES.map((action) =>
  z.strictObject({
    id: RequestId,
    type: z.literal(appType(action)),
    payload: FRAME_ACTIONS[action].request,
  }),
);

const frameAnswerOptions = ACTION_NAMES.flatMap((action) => [
  z.strictObject({
    id: RequestId,
    type: z.literal(frameType(`${action}_SUCCESS`)),
    payload: z.optional(FRAME_ACTIONS[action].success),
  }),
  z.strictObject({ id: RequestId, type: z.literal(frameType(`${action}_ERROR`)), payload: ErrorPayload }),
]);

const frameEventOptions = [
  z.strictObject({
    type: z.literal(frameType('READY')),
    payload: z.optional(z.strictObject({ version: z.optional(z.int()) })),
  }),
  z.strictObject({
    type: z.literal(frameType('SESSION_UPDATE')),
    payload: z.strictObject({ isConnected: z.boolean() }),
  }),
];

type Schema<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false } };

// zod's inferred union of ~25 generated options is not the template-literal type above, so the
// unions are declared once here with the types the rest of the code reads.
const AppMessageSchema = z.discriminatedUnion(
  'type',
  appMessageOptions as never,
) as unknown as Schema<AppMessage>;
const FrameMessageSchema = z.discriminatedUnion('type', [
  ...frameAnswerOptions,
  ...frameEventOptions,
] as never) as unknown as Schema<FrameMessage>;

/** True when a value's JSON form is within the size limit (and it serialises at all). */
function withinSize(data: unknown): boolean {
  try {
    const json = JSON.stringify(data);
    return typeof json === 'string' && json.length <= FRAME_MAX_MESSAGE_CHARS;
  } catch {
    return false;
  }
}

/** Decodes a message posted by the app; undefined for anything malformed, unknown or oversized. */
export function parseAppMessage(data: unknown): AppMessage | undefined {
  if (!withinSize(data)) return undefined;
  const result = AppMessageSchema.safeParse(data);
  return result.success ? result.data : undefined;
}

/** Decodes a message posted by the frame; undefined for anything malformed, unknown or oversized. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (!withinSize(data)) return undefined;
  const result = FrameMessageSchema.safeParse(data);
  return result.success ? result.data : undefined;
}

/** The action an app message asks for (`@w3m-app/CONNECT_EMAIL` → CONNECT_EMAIL). */
export function actionOf(message: AppMessage): FrameAction {
  return message.type.slice(APP_PREFIX.length) as FrameAction;
}

/** Builds an app message. */
export function appMessage<A extends FrameAction>(
  action: A,
  id: string,
  payload?: RequestPayload<A>,
): AppMessage {
  const message = { id, type: appType(action) } as AppMessage;
  return payload === undefined ? message : ({ ...message, payload } as AppMessage);
}

/** Builds the frame's success answer to one request. */
export function successMessage<A extends FrameAction>(
  action: A,
  id: string,
  payload?: SuccessPayload<A>,
): FrameAnswer {
  const message = { id, type: frameType(`${action}_SUCCESS`) } as FrameAnswer;
  return payload === undefined ? message : ({ ...message, payload } as FrameAnswer);
}

/** What names an error the user reads: its stable reason and the number it mentions. */
export interface ErrorReasonDetail {
  reason?: string;
  count?: number;
}

/** Builds the frame's error answer to one request. */
export function errorMessage(
  action: FrameAction,
  id: string,
  message?: string,
  code?: number,
  detail: ErrorReasonDetail = {},
): FrameAnswer {
  const payload = {
    ...(message === undefined ? {} : { message }),
    ...(code === undefined ? {} : { code }),
    ...(detail.reason === undefined ? {} : { reason: detail.reason }),
    ...(detail.count === undefined ? {} : { count: detail.count }),
  };
  return { id, type: frameType(`${action}_ERROR`), payload } as FrameAnswer;
}
