import { RelayRpcError, RPC_ERROR } from './errors';

/** Bounds that keep the mailbox's memory finite. */
export interface MailboxLimits {
  /** A message is kept for its `ttl`, but never longer than this. */
  maxTtlSeconds: number;
  maxMessagesPerTopic: number;
  maxMessages: number;
  /** Largest accepted message (the base64 envelope), in bytes. */
  maxMessageBytes: number;
  /** Sum of stored message sizes. */
  maxTotalBytes: number;
}

/** Defaults: a day of retention, a thousand messages per topic, tens of MiB in all. */
export const DEFAULT_MAILBOX_LIMITS: MailboxLimits = {
  maxTtlSeconds: 24 * 60 * 60,
  maxMessagesPerTopic: 1_000,
  maxMessages: 20_000,
  maxMessageBytes: 256 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
};

/** A message to store, as a publish delivers it. */
export interface MailboxInput {
  topic: string;
  message: string;
  ttlSeconds: number;
  tag: number;
  attestation?: string;
  /** The connection that published it, so it is not replayed to that same socket. */
  publisherConnectionId: number;
}

/** A stored message. */
export interface StoredMessage extends Readonly<Omit<MailboxInput, 'ttlSeconds'>> {
  /** Insertion order across the whole mailbox; lower is older. */
  readonly seq: number;
  /** Milliseconds since the epoch, from the mailbox clock. */
  readonly publishedAt: number;
  readonly expiresAt: number;
  readonly bytes: number;
  /** Client ids that acknowledged (or fetched) the message: it is not replayed to them. */
  readonly acknowledgedBy: Set<string>;
}

/** Why a message left the mailbox (for logs and tests). */
export type EvictionReason = 'expired' | 'topic-full' | 'mailbox-full';

/**
 * Per-topic store of published messages, so a subscriber that arrives later still receives them.
 * Bounded by {@link MailboxLimits}; when full it evicts the oldest message first. Time comes
 * from the injected clock so tests can move it.
 */
export class Mailbox {
  /** Every stored message by seq; a Map iterates in insertion order, so the first is the oldest. */
  private readonly all = new Map<number, StoredMessage>();
  private readonly byTopic = new Map<string, Map<number, StoredMessage>>();
  private nextSeq = 1;
  private bytes = 0;

  constructor(
    readonly limits: MailboxLimits = DEFAULT_MAILBOX_LIMITS,
    private readonly now: () => number = Date.now,
    private readonly onEvict: (message: StoredMessage, reason: EvictionReason) => void = () => {},
  ) {
    const { maxTtlSeconds, maxMessagesPerTopic, maxMessages, maxMessageBytes, maxTotalBytes } = limits;
    if (
      ![maxTtlSeconds, maxMessagesPerTopic, maxMessages, maxMessageBytes, maxTotalBytes].every(
        (n) => Number.isInteger(n) && n > 0,
      )
    ) {
      throw new Error('Mailbox limits must be positive integers');
    }
    if (maxMessageBytes > maxTotalBytes) throw new Error('maxMessageBytes cannot exceed maxTotalBytes');
  }

  /** Number of stored messages. */
  get size(): number {
    return this.all.size;
  }

  /** Sum of stored message sizes in bytes. */
  get totalBytes(): number {
    return this.bytes;
  }

  /** Number of topics holding at least one message. */
  get topicCount(): number {
    return this.byTopic.size;
  }

  /** Throws a {@link RelayRpcError} (invalid params) when a message is larger than the limit. */
  assertAcceptable(message: string): void {
    const bytes = Buffer.byteLength(message, 'utf8');
    if (bytes > this.limits.maxMessageBytes) {
      throw new RelayRpcError(
        RPC_ERROR.invalidParams,
        `Message is ${bytes} bytes; the relay accepts at most ${this.limits.maxMessageBytes}`,
      );
    }
  }

  /** Stores a message, evicting expired then oldest messages to make room; throws if it is too large. */
  store(input: MailboxInput): StoredMessage {
    this.assertAcceptable(input.message);
    const publishedAt = this.now();
    const ttlSeconds = Math.min(input.ttlSeconds, this.limits.maxTtlSeconds);
    const stored: StoredMessage = {
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      attestation: input.attestation,
      publisherConnectionId: input.publisherConnectionId,
      seq: this.nextSeq++,
      publishedAt,
      expiresAt: publishedAt + ttlSeconds * 1000,
      bytes: Buffer.byteLength(input.message, 'utf8'),
      acknowledgedBy: new Set(),
    };
    this.makeRoom(stored);
    this.insert(stored);
    return stored;
  }

  /**
   * Unexpired messages of `topic`, oldest first, that `clientId` has not acknowledged, leaving out
   * the ones the asking connection published itself.
   */
  pendingFor(topic: string, clientId: string, connectionId: number): StoredMessage[] {
    const now = this.now();
    const messages = [...(this.byTopic.get(topic)?.values() ?? [])];
    return messages.filter(
      (message) =>
        message.expiresAt > now &&
        message.publisherConnectionId !== connectionId &&
        !message.acknowledgedBy.has(clientId),
    );
  }

  /** Records that `clientId` received message `seq`, so it is not replayed to that client. */
  acknowledge(seq: number, clientId: string): void {
    this.all.get(seq)?.acknowledgedBy.add(clientId);
  }

  /** Drops every expired message; returns how many were dropped. */
  sweep(): number {
    const now = this.now();
    let dropped = 0;
    for (const message of [...this.all.values()]) {
      if (message.expiresAt <= now) {
        this.remove(message, 'expired');
        dropped += 1;
      }
    }
    return dropped;
  }

  // Expired messages go first; only then are live ones evicted, oldest first.
  private makeRoom(incoming: StoredMessage): void {
    if (this.isTopicFull(incoming.topic) || this.isFullFor(incoming)) this.sweep();
    const topic = this.byTopic.get(incoming.topic);
    while (topic !== undefined && topic.size >= this.limits.maxMessagesPerTopic) {
      this.remove(firstValue(topic), 'topic-full');
    }
    while (this.isFullFor(incoming)) this.remove(firstValue(this.all), 'mailbox-full');
  }

  private isTopicFull(topic: string): boolean {
    return (this.byTopic.get(topic)?.size ?? 0) >= this.limits.maxMessagesPerTopic;
  }

  private isFullFor(incoming: StoredMessage): boolean {
    if (this.all.size === 0) return false;
    return (
      this.all.size >= this.limits.maxMessages || this.bytes + incoming.bytes > this.limits.maxTotalBytes
    );
  }

  private insert(message: StoredMessage): void {
    this.all.set(message.seq, message);
    let topic = this.byTopic.get(message.topic);
    if (topic === undefined) {
      topic = new Map();
      this.byTopic.set(message.topic, topic);
    }
    topic.set(message.seq, message);
    this.bytes += message.bytes;
  }

  private remove(message: StoredMessage, reason: EvictionReason): void {
    if (!this.all.delete(message.seq)) return;
    const topic = this.byTopic.get(message.topic);
    topic?.delete(message.seq);
    if (topic?.size === 0) this.byTopic.delete(message.topic);
    this.bytes -= message.bytes;
    this.onEvict(message, reason);
  }
}

function firstValue<V>(map: Map<number, V>): V {
  const first = map.values().next();
  if (first.done === true) throw new Error('firstValue of an empty map');
  return first.value;
}
