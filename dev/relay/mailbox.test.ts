import { RPC_ERROR } from './errors';
import { DEFAULT_MAILBOX_LIMITS, Mailbox, type EvictionReason, type MailboxLimits } from './mailbox';

const TOPIC_A = 'aa'.repeat(32);
const TOPIC_B = 'bb'.repeat(32);
const ALICE = 'did:key:alice';
const BOB = 'did:key:bob';

/** A clock the test moves by hand. */
function fakeClock(start = 1_700_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function setup(limits: Partial<MailboxLimits> = {}) {
  const clock = fakeClock();
  const evicted: [string, EvictionReason][] = [];
  const mailbox = new Mailbox({ ...DEFAULT_MAILBOX_LIMITS, ...limits }, clock.now, (message, reason) =>
    evicted.push([message.message, reason]),
  );
  const put = (topic: string, message: string, ttlSeconds = 300, publisherConnectionId = 1) =>
    mailbox.store({ topic, message, ttlSeconds, tag: 1, publisherConnectionId });
  const pending = (topic: string, clientId = BOB, connectionId = 2) =>
    mailbox.pendingFor(topic, clientId, connectionId).map((stored) => stored.message);
  return { clock, mailbox, evicted, put, pending };
}

describe('Mailbox', () => {
  it('keeps messages for a later subscriber, oldest first, per topic', () => {
    const { put, pending } = setup();
    put(TOPIC_A, 'a1');
    put(TOPIC_B, 'b1');
    put(TOPIC_A, 'a2');
    expect(pending(TOPIC_A)).toEqual(['a1', 'a2']);
    expect(pending(TOPIC_B)).toEqual(['b1']);
    expect(pending('cc'.repeat(32))).toEqual([]);
  });

  it('stamps publishedAt from its clock', () => {
    const { put, clock } = setup();
    expect(put(TOPIC_A, 'a1').publishedAt).toBe(clock.now());
  });

  it('stops offering a message once its ttl has passed, and sweeps it', () => {
    const { put, pending, clock, mailbox, evicted } = setup();
    put(TOPIC_A, 'short', 30);
    put(TOPIC_A, 'long', 300);
    clock.advance(29_999);
    expect(pending(TOPIC_A)).toEqual(['short', 'long']);
    clock.advance(1);
    expect(pending(TOPIC_A)).toEqual(['long']);
    expect(mailbox.sweep()).toBe(1);
    expect(evicted).toEqual([['short', 'expired']]);
    expect(mailbox.size).toBe(1);
    clock.advance(270_000);
    expect(mailbox.sweep()).toBe(1);
    expect(mailbox.size).toBe(0);
    expect(mailbox.topicCount).toBe(0);
  });

  it('caps retention at maxTtlSeconds whatever the ttl asks for', () => {
    const { put, pending, clock } = setup({ maxTtlSeconds: 60 });
    const stored = put(TOPIC_A, 'week', 7 * 86_400);
    expect(stored.expiresAt - stored.publishedAt).toBe(60_000);
    clock.advance(60_000);
    expect(pending(TOPIC_A)).toEqual([]);
  });

  it('evicts the oldest message of a full topic, not of other topics', () => {
    const { put, pending, evicted } = setup({ maxMessagesPerTopic: 2 });
    put(TOPIC_B, 'b1');
    put(TOPIC_A, 'a1');
    put(TOPIC_A, 'a2');
    put(TOPIC_A, 'a3');
    expect(pending(TOPIC_A)).toEqual(['a2', 'a3']);
    expect(pending(TOPIC_B)).toEqual(['b1']);
    expect(evicted).toEqual([['a1', 'topic-full']]);
  });

  it('drops expired messages before evicting live ones when a topic is full', () => {
    const { put, pending, evicted, clock } = setup({ maxMessagesPerTopic: 2 });
    put(TOPIC_A, 'old-live', 600);
    put(TOPIC_A, 'expiring', 10);
    clock.advance(10_000);
    put(TOPIC_A, 'new');
    expect(pending(TOPIC_A)).toEqual(['old-live', 'new']);
    expect(evicted).toEqual([['expiring', 'expired']]);
  });

  it('evicts the oldest message across topics when the mailbox is full by count', () => {
    const { put, pending, evicted, mailbox } = setup({ maxMessages: 3 });
    put(TOPIC_A, 'a1');
    put(TOPIC_B, 'b1');
    put(TOPIC_A, 'a2');
    put(TOPIC_B, 'b2');
    expect(mailbox.size).toBe(3);
    expect(pending(TOPIC_A)).toEqual(['a2']);
    expect(pending(TOPIC_B)).toEqual(['b1', 'b2']);
    expect(evicted).toEqual([['a1', 'mailbox-full']]);
  });

  it('evicts oldest first when the mailbox is full by bytes', () => {
    const { put, evicted, mailbox } = setup({ maxTotalBytes: 10, maxMessageBytes: 10 });
    put(TOPIC_A, 'aaaa');
    put(TOPIC_B, 'bbbb');
    expect(mailbox.totalBytes).toBe(8);
    put(TOPIC_A, 'cccccc');
    expect(evicted).toEqual([['aaaa', 'mailbox-full']]);
    expect(mailbox.totalBytes).toBe(10);
    put(TOPIC_B, 'ddddddddd');
    expect(evicted.slice(1)).toEqual([
      ['bbbb', 'mailbox-full'],
      ['cccccc', 'mailbox-full'],
    ]);
    expect(mailbox.totalBytes).toBe(9);
  });

  it('rejects a message over maxMessageBytes with invalid params, storing nothing', () => {
    const { put, mailbox } = setup({ maxMessageBytes: 8 });
    put(TOPIC_A, '12345678');
    expect(() => put(TOPIC_A, '123456789')).toThrow(
      expect.objectContaining({
        code: RPC_ERROR.invalidParams,
        message: 'Message is 9 bytes; the relay accepts at most 8',
      }),
    );
    expect(mailbox.size).toBe(1);
  });

  it('does not replay a message to a client that acknowledged it, nor to its own publisher socket', () => {
    const { put, mailbox } = setup();
    const first = put(TOPIC_A, 'first', 300, 1);
    put(TOPIC_A, 'second', 300, 1);
    mailbox.acknowledge(first.seq, BOB);
    expect(mailbox.pendingFor(TOPIC_A, BOB, 2).map((m) => m.message)).toEqual(['second']);
    expect(mailbox.pendingFor(TOPIC_A, ALICE, 3).map((m) => m.message)).toEqual(['first', 'second']);
    expect(mailbox.pendingFor(TOPIC_A, ALICE, 1)).toEqual([]);
  });

  it('refuses limits that are not positive integers or that cannot hold one message', () => {
    expect(() => new Mailbox({ ...DEFAULT_MAILBOX_LIMITS, maxMessages: 0 })).toThrow(/positive integers/);
    expect(() => new Mailbox({ ...DEFAULT_MAILBOX_LIMITS, maxTtlSeconds: 1.5 })).toThrow(/positive integers/);
    expect(() => new Mailbox({ ...DEFAULT_MAILBOX_LIMITS, maxMessageBytes: 100, maxTotalBytes: 99 })).toThrow(
      /cannot exceed/,
    );
  });
});
