import type { Subscriber } from './subscriptions';

/** The part of a WebSocket a relay connection uses (the `ws` socket satisfies it). */
export interface FrameSink {
  send(text: string): void;
}

/**
 * One client socket: who it is, whether it answered the last ping, and which deliveries still
 * wait for the client's ack (delivery request id -> mailbox seq, oldest first, capped).
 */
export class RelayConnection implements Subscriber {
  /** Cleared when a ping goes out, set again by the pong (or any frame). */
  alive = true;
  private readonly awaitingAck = new Map<number, number>();
  /** The seqs in `awaitingAck`: a message goes to a connection once until it is answered. */
  private readonly awaitingSeqs = new Set<number>();

  constructor(
    readonly connectionId: number,
    readonly clientId: string,
    private readonly sink: FrameSink,
    private readonly maxAwaitingAcks: number,
  ) {}

  /** Sends one text frame to the client. */
  send(text: string): void {
    this.sink.send(text);
  }

  /** Remembers that delivery `requestId` carried mailbox message `seq`. */
  expectAck(requestId: number, seq: number): void {
    this.awaitingAck.set(requestId, seq);
    this.awaitingSeqs.add(seq);
    // A client that never acks must not grow this map without end; forget the oldest delivery.
    while (this.awaitingAck.size > this.maxAwaitingAcks) {
      const oldest = this.awaitingAck.keys().next();
      if (oldest.done === true) break;
      this.takeAck(oldest.value);
    }
  }

  /** The mailbox seq a response answers, forgetting it; undefined for an unknown id. */
  takeAck(requestId: number): number | undefined {
    const seq = this.awaitingAck.get(requestId);
    if (seq === undefined) return undefined;
    this.awaitingAck.delete(requestId);
    this.awaitingSeqs.delete(seq);
    return seq;
  }

  /** True while a delivery of message `seq` to this connection is unanswered. */
  isAwaitingAck(seq: number): boolean {
    return this.awaitingSeqs.has(seq);
  }
}
