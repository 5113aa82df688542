import { RPC_ERROR } from './errors';
import { errorFrame, parseIncomingFrame, resultFrame, type IncomingFrame } from './protocol';
import { RelayRpcError } from './errors';

const TOPIC = 'ab'.repeat(32);
const OTHER_TOPIC = 'cd'.repeat(32);
const SUB_ID = 'ef'.repeat(32);
const MESSAGE = 'AHNvbWUgZW52ZWxvcGU=';

const request = (method: string, params: unknown, id: unknown = '1759000000000000000') =>
  JSON.stringify({ id, jsonrpc: '2.0', method, params });

function expectError(frame: IncomingFrame, code: number, id: unknown = null): string {
  if (frame.kind !== 'invalid') throw new Error(`expected an error, got ${frame.kind}`);
  expect(frame.error.code).toBe(code);
  expect(frame.id).toEqual(id);
  return frame.error.message;
}

describe('parseIncomingFrame: envelope', () => {
  it('answers malformed JSON with a parse error and no id', () => {
    expect(expectError(parseIncomingFrame('{"id":1,'), RPC_ERROR.parseError)).toMatch(/^Parse error/);
    expectError(parseIncomingFrame(''), RPC_ERROR.parseError);
  });

  it('refuses JSON that is not a JSON-RPC object', () => {
    expectError(parseIncomingFrame('42'), RPC_ERROR.invalidRequest);
    expectError(parseIncomingFrame('null'), RPC_ERROR.invalidRequest);
    expectError(parseIncomingFrame('"irn_publish"'), RPC_ERROR.invalidRequest);
    expect(expectError(parseIncomingFrame('[]'), RPC_ERROR.invalidRequest)).toMatch(/Batch/);
  });

  it('refuses requests with a wrong envelope, keeping the id when it can be read', () => {
    expectError(
      parseIncomingFrame(JSON.stringify({ id: 7, method: 'irn_subscribe', params: { topic: TOPIC } })),
      RPC_ERROR.invalidRequest,
      7,
    );
    expectError(
      parseIncomingFrame(JSON.stringify({ id: 7, jsonrpc: '1.0', method: 'irn_subscribe', params: {} })),
      RPC_ERROR.invalidRequest,
      7,
    );
    expectError(
      parseIncomingFrame(
        JSON.stringify({ jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: TOPIC } }),
      ),
      RPC_ERROR.invalidRequest,
    );
    expectError(
      parseIncomingFrame(JSON.stringify({ id: 'x', jsonrpc: '2.0', method: 5 })),
      RPC_ERROR.invalidRequest,
      'x',
    );
    expectError(
      parseIncomingFrame(
        JSON.stringify({ id: 'x', jsonrpc: '2.0', method: 'irn_subscribe', params: {}, extra: 1 }),
      ),
      RPC_ERROR.invalidRequest,
      'x',
    );
    expectError(
      parseIncomingFrame(JSON.stringify({ id: {}, jsonrpc: '2.0', method: 'irn_subscribe' })),
      RPC_ERROR.invalidRequest,
    );
  });

  it('refuses numeric ids it could not echo exactly', () => {
    const text = `{"id":12345678901234567890,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${TOPIC}"}}`;
    expect(expectError(parseIncomingFrame(text), RPC_ERROR.invalidRequest)).toMatch(/safe integer/);
  });

  it('answers an unknown method with method-not-found', () => {
    expect(
      expectError(parseIncomingFrame(request('irn_teleport', {}, 3)), RPC_ERROR.methodNotFound, 3),
    ).toMatch(/irn_teleport/);
    expectError(parseIncomingFrame(request('irn_subscription', {}, 4)), RPC_ERROR.methodNotFound, 4);
    expectError(parseIncomingFrame(request('toString', {}, 5)), RPC_ERROR.methodNotFound, 5);
  });

  it('reads a client ack as a response, and an error answer as not acknowledged', () => {
    expect(parseIncomingFrame(JSON.stringify({ id: 12, jsonrpc: '2.0', result: true }))).toEqual({
      kind: 'response',
      response: { id: 12, acknowledged: true },
    });
    expect(
      parseIncomingFrame(JSON.stringify({ id: 12, jsonrpc: '2.0', error: { code: 1, message: 'no' } })),
    ).toEqual({
      kind: 'response',
      response: { id: 12, acknowledged: false },
    });
    expectError(
      parseIncomingFrame(JSON.stringify({ id: 12, jsonrpc: '2.0', result: true, error: {} })),
      RPC_ERROR.invalidRequest,
      12,
    );
  });
});

describe('parseIncomingFrame: params', () => {
  // Shapes as @walletconnect/core 2.25 sends them (Subscriber, Publisher, sign engine).
  const valid: [string, unknown][] = [
    ['irn_subscribe', { topic: TOPIC }],
    ['irn_batchSubscribe', { topics: [TOPIC, OTHER_TOPIC] }],
    ['irn_unsubscribe', { topic: TOPIC, id: SUB_ID }],
    ['irn_batchUnsubscribe', { subscriptions: [{ topic: TOPIC, id: SUB_ID }] }],
    [
      'irn_publish',
      { topic: TOPIC, message: MESSAGE, ttl: 300, prompt: true, tag: 1108, correlationId: 1759000000000123 },
    ],
    [
      'irn_publish',
      {
        topic: TOPIC,
        message: MESSAGE,
        ttl: 300,
        prompt: false,
        tag: 1109,
        correlationId: 1,
        rpcMethods: ['eth_sendTransaction'],
        chainId: 'eip155:31337',
        txHashes: ['0x01', null],
        contractAddresses: [null],
      },
    ],
    ['irn_batchPublish', { messages: [{ topic: TOPIC, message: MESSAGE, ttl: 30 }] }],
    ['irn_batchFetchMessages', { topics: [TOPIC] }],
    ['wc_proposeSession', { pairingTopic: TOPIC, sessionProposal: MESSAGE, ttl: 300, correlationId: 17 }],
    [
      'wc_approveSession',
      {
        sessionTopic: OTHER_TOPIC,
        pairingTopic: TOPIC,
        sessionProposalResponse: MESSAGE,
        sessionSettlementRequest: MESSAGE,
        ttl: 300,
        correlationId: 17,
        approvedChains: ['eip155:31337'],
        approvedMethods: ['personal_sign'],
        approvedEvents: ['chainChanged'],
        sessionProperties: { capabilities: '{}' },
      },
    ],
  ];

  it.each(valid)('accepts %s as the client sends it', (method, params) => {
    const frame = parseIncomingFrame(request(method, params));
    expect(frame).toEqual({ kind: 'request', request: { id: '1759000000000000000', method, params } });
  });

  // [method, what is wrong, params, expected reason]
  const invalid: [string, string, unknown, RegExp][] = [
    ['irn_subscribe', 'no params', undefined, /expected object/],
    ['irn_subscribe', 'array params', [], /expected object/],
    ['irn_subscribe', 'no topic', {}, /topic/],
    ['irn_subscribe', 'uppercase topic', { topic: 'AB'.repeat(32) }, /topic: Expected a topic/],
    ['irn_subscribe', 'unknown key', { topic: TOPIC, relay: 'irn' }, /relay/],
    ['irn_batchSubscribe', 'empty batch', { topics: [] }, /topics/],
    ['irn_batchSubscribe', 'bad topic in batch', { topics: ['nope'] }, /topics\.0/],
    ['irn_batchSubscribe', 'batch over 500', { topics: new Array(501).fill(TOPIC) }, /topics/],
    ['irn_unsubscribe', 'no id', { topic: TOPIC }, /id/],
    ['irn_unsubscribe', 'id not hex', { topic: TOPIC, id: 'sub-1' }, /subscription id/],
    ['irn_batchUnsubscribe', 'empty batch', { subscriptions: [] }, /subscriptions/],
    [
      'irn_batchUnsubscribe',
      'entry without id',
      { subscriptions: [{ topic: TOPIC }] },
      /subscriptions\.0\.id/,
    ],
    ['irn_publish', 'no ttl', { topic: TOPIC, message: MESSAGE }, /ttl/],
    ['irn_publish', 'ttl 0', { topic: TOPIC, message: MESSAGE, ttl: 0 }, /ttl/],
    ['irn_publish', 'ttl as string', { topic: TOPIC, message: MESSAGE, ttl: '300' }, /ttl/],
    ['irn_publish', 'ttl over 30 days', { topic: TOPIC, message: MESSAGE, ttl: 31 * 86_400 }, /ttl/],
    [
      'irn_publish',
      'message not base64',
      { topic: TOPIC, message: 'not base64!', ttl: 300 },
      /message: Expected a base64 message/,
    ],
    ['irn_publish', 'empty message', { topic: TOPIC, message: '', ttl: 300 }, /message/],
    ['irn_publish', 'negative tag', { topic: TOPIC, message: MESSAGE, ttl: 300, tag: -1 }, /tag/],
    [
      'irn_publish',
      'prompt not boolean',
      { topic: TOPIC, message: MESSAGE, ttl: 300, prompt: 'yes' },
      /prompt/,
    ],
    [
      'irn_publish',
      'attestation not string',
      { topic: TOPIC, message: MESSAGE, ttl: 300, attestation: 5 },
      /attestation/,
    ],
    ['irn_publish', 'unknown key', { topic: TOPIC, message: MESSAGE, ttl: 300, priority: 1 }, /priority/],
    ['irn_batchPublish', 'empty batch', { messages: [] }, /messages/],
    [
      'irn_batchPublish',
      'entry without message',
      { messages: [{ topic: TOPIC, ttl: 300 }] },
      /messages\.0\.message/,
    ],
    ['irn_batchFetchMessages', 'topics not an array', { topics: TOPIC }, /topics/],
    ['wc_proposeSession', 'no sessionProposal', { pairingTopic: TOPIC, ttl: 300 }, /sessionProposal/],
    [
      'wc_proposeSession',
      'bad pairingTopic',
      { pairingTopic: 'x', sessionProposal: MESSAGE, ttl: 300 },
      /pairingTopic/,
    ],
    [
      'wc_approveSession',
      'no sessionSettlementRequest',
      { sessionTopic: OTHER_TOPIC, pairingTopic: TOPIC, sessionProposalResponse: MESSAGE, ttl: 300 },
      /sessionSettlementRequest/,
    ],
  ];

  it.each(invalid)('answers %s with %s with invalid-params', (method, _problem, params, reason) => {
    const message = expectError(parseIncomingFrame(request(method, params, 9)), RPC_ERROR.invalidParams, 9);
    expect(message).toContain(`Invalid params for ${method}`);
    expect(message).toMatch(reason);
  });
});

describe('reply frames', () => {
  it('formats results and errors as JSON-RPC 2.0', () => {
    expect(JSON.parse(resultFrame('5', true))).toEqual({ id: '5', jsonrpc: '2.0', result: true });
    const error = new RelayRpcError(RPC_ERROR.methodNotFound, 'Method not found: x');
    expect(JSON.parse(errorFrame(null, error))).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found: x' },
    });
  });
});
