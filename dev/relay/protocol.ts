import { z } from 'zod';
import { RelayRpcError, RPC_ERROR } from './errors';

// The relay (IRN) JSON-RPC subset that @walletconnect/core 2.25 sends. Every object schema is
// strict: a key the client code does not send is an error, so drift shows up in tests.

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;
/** The client batches subscriptions 500 at a time; the relay accepts no larger batch. */
export const MAX_BATCH_SIZE = 500;

/** A JSON-RPC id: the client sends decimal strings; a number must be a safe integer to echo exactly. */
const RpcIdSchema = z.union([
  z.string().min(1).max(100),
  z.number().int().refine(Number.isSafeInteger, 'A numeric id must be a safe integer'),
]);
/** A JSON-RPC id as the relay echoes it. */
export type RpcId = z.infer<typeof RpcIdSchema>;

/** A topic is the sha256 hex of a symmetric or public key. */
const TopicSchema = z.string().regex(/^[0-9a-f]{64}$/, 'Expected a topic: 64 lowercase hex characters');
/** A subscription id is a sha256 hex too (of topic + client id). */
const SubscriptionIdSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'Expected a subscription id: 64 lowercase hex characters');
/** An encrypted envelope, base64 encoded. */
const MessageSchema = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Expected a base64 message');
const TtlSchema = z.number().int().min(1).max(THIRTY_DAYS_SECONDS);
const TagSchema = z.number().int().nonnegative();

// "Transaction verification fields" the sign client adds to publishes; the relay only checks types.
const tvfFields = {
  correlationId: z.number().int().optional(),
  rpcMethods: z.array(z.string()).optional(),
  chainId: z.string().optional(),
  txHashes: z.array(z.string().nullable()).optional(),
  contractAddresses: z.array(z.string().nullable()).optional(),
  approvedChains: z.array(z.string()).optional(),
  approvedMethods: z.array(z.string()).optional(),
  approvedEvents: z.array(z.string()).optional(),
  sessionProperties: z.record(z.string(), z.unknown()).optional(),
  scopedProperties: z.record(z.string(), z.unknown()).optional(),
};

const publishOptionFields = {
  ttl: TtlSchema,
  prompt: z.boolean().optional(),
  tag: TagSchema.optional(),
  attestation: z.string().optional(),
  ...tvfFields,
};

const PublishParamsSchema = z.strictObject({
  topic: TopicSchema,
  message: MessageSchema,
  ...publishOptionFields,
});
/** Params of `irn_publish`. */
export type PublishParams = z.infer<typeof PublishParamsSchema>;

const UnsubscribeParamsSchema = z.strictObject({ topic: TopicSchema, id: SubscriptionIdSchema });
/** Params of `irn_unsubscribe` (and one entry of `irn_batchUnsubscribe`). */
export type UnsubscribeParams = z.infer<typeof UnsubscribeParamsSchema>;

const topicBatch = z.array(TopicSchema).min(1).max(MAX_BATCH_SIZE);

/** The params schema of each accepted method. */
export const PARAMS_SCHEMAS = {
  irn_subscribe: z.strictObject({ topic: TopicSchema }),
  irn_batchSubscribe: z.strictObject({ topics: topicBatch }),
  irn_unsubscribe: UnsubscribeParamsSchema,
  irn_batchUnsubscribe: z.strictObject({
    subscriptions: z.array(UnsubscribeParamsSchema).min(1).max(MAX_BATCH_SIZE),
  }),
  irn_publish: PublishParamsSchema,
  irn_batchPublish: z.strictObject({ messages: z.array(PublishParamsSchema).min(1).max(MAX_BATCH_SIZE) }),
  irn_batchFetchMessages: z.strictObject({ topics: topicBatch }),
  /** The dapp's combined call: subscribe to the pairing topic and publish the proposal there. */
  wc_proposeSession: z.strictObject({
    pairingTopic: TopicSchema,
    sessionProposal: MessageSchema,
    ...publishOptionFields,
  }),
  /** The wallet's combined call: subscribe to the session topic, answer the proposal, settle. */
  wc_approveSession: z.strictObject({
    sessionTopic: TopicSchema,
    pairingTopic: TopicSchema,
    sessionProposalResponse: MessageSchema,
    sessionSettlementRequest: MessageSchema,
    ...publishOptionFields,
  }),
} as const;

/** A method name the relay accepts. */
export type RelayMethod = keyof typeof PARAMS_SCHEMAS;

/** A validated request, its params typed by its method. */
export type RelayRequest = {
  [M in RelayMethod]: { id: RpcId; method: M; params: z.infer<(typeof PARAMS_SCHEMAS)[M]> };
}[RelayMethod];

/** A client's answer to a request the relay sent (the ack of an `irn_subscription`). */
export interface RelayResponse {
  id: RpcId;
  /** True when the client answered with `result: true`. */
  acknowledged: boolean;
}

/** What one incoming text frame turned out to be. */
export type IncomingFrame =
  | { kind: 'request'; request: RelayRequest }
  | { kind: 'response'; response: RelayResponse }
  | { kind: 'invalid'; id: RpcId | null; error: RelayRpcError };

const RequestEnvelopeSchema = z.strictObject({
  jsonrpc: z.literal('2.0'),
  id: RpcIdSchema,
  method: z.string().min(1),
  params: z.unknown().optional(),
});

const ErrorObjectSchema = z.strictObject({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown().optional(),
});
const ResponseEnvelopeSchema = z.union([
  z.strictObject({ jsonrpc: z.literal('2.0'), id: RpcIdSchema, result: z.unknown() }),
  z.strictObject({ jsonrpc: z.literal('2.0'), id: RpcIdSchema, error: ErrorObjectSchema }),
]);

/** The `irn_subscription` request the relay sends to deliver one message. */
export interface SubscriptionDelivery {
  id: number;
  jsonrpc: '2.0';
  method: 'irn_subscription';
  params: {
    id: string;
    data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string };
  };
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(PARAMS_SCHEMAS, method);
}

/** The id of a JSON-RPC-looking object when it is a valid id, so an error can still be matched. */
function salvageId(value: unknown): RpcId | null {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  const id = RpcIdSchema.safeParse(value.id);
  return id.success ? id.data : null;
}

function invalid(id: RpcId | null, code: RelayRpcError['code'], message: string): IncomingFrame {
  return { kind: 'invalid', id, error: new RelayRpcError(code, message) };
}

function classifyResponse(value: object): IncomingFrame {
  const response = ResponseEnvelopeSchema.safeParse(value);
  if (!response.success) {
    return invalid(
      salvageId(value),
      RPC_ERROR.invalidRequest,
      `Invalid response: ${describeIssues(response.error)}`,
    );
  }
  const acknowledged = 'result' in response.data && response.data.result === true;
  return { kind: 'response', response: { id: response.data.id, acknowledged } };
}

/** Parses and validates one text frame from a client; never throws. */
export function parseIncomingFrame(text: string): IncomingFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return invalid(null, RPC_ERROR.parseError, `Parse error: ${(error as Error).message}`);
  }
  if (Array.isArray(value))
    return invalid(null, RPC_ERROR.invalidRequest, 'Batch JSON-RPC arrays are not supported');
  if (typeof value !== 'object' || value === null) {
    return invalid(null, RPC_ERROR.invalidRequest, 'Invalid request: expected a JSON-RPC 2.0 object');
  }
  if (!('method' in value) && ('result' in value || 'error' in value)) return classifyResponse(value);

  const envelope = RequestEnvelopeSchema.safeParse(value);
  if (!envelope.success) {
    return invalid(
      salvageId(value),
      RPC_ERROR.invalidRequest,
      `Invalid request: ${describeIssues(envelope.error)}`,
    );
  }
  const { id, method, params } = envelope.data;
  if (!isRelayMethod(method)) return invalid(id, RPC_ERROR.methodNotFound, `Method not found: ${method}`);
  const parsed = PARAMS_SCHEMAS[method].safeParse(params);
  if (!parsed.success) {
    return invalid(
      id,
      RPC_ERROR.invalidParams,
      `Invalid params for ${method}: ${describeIssues(parsed.error)}`,
    );
  }
  return { kind: 'request', request: { id, method, params: parsed.data } as RelayRequest };
}

/** A JSON-RPC success reply. */
export function resultFrame(id: RpcId, result: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', result });
}

/** A JSON-RPC error reply; `id` is null when the request's id could not be read. */
export function errorFrame(id: RpcId | null, error: RelayRpcError): string {
  const body =
    error.data === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, data: error.data };
  return JSON.stringify({ id, jsonrpc: '2.0', error: body });
}
