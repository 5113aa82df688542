import { createHash } from 'node:crypto';
import { RelayRpcError, RPC_ERROR } from './errors';

/**
 * The subscription id of `clientId` on `topic`: sha256 hex of topic + client id, the same value
 * @walletconnect/core computes on its side (Subscriber.getSubscriptionId), so both agree without
 * the relay's answer.
 */
export function subscriptionIdFor(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex');
}

/** A subscriber as the registry sees it: a connection with an id and the client id it proved. */
export interface Subscriber {
  readonly connectionId: number;
  readonly clientId: string;
}

/** Which connections listen to which topics, with a cap on topics per connection. */
export class SubscriptionRegistry<C extends Subscriber> {
  private readonly byTopic = new Map<string, Map<number, C>>();
  private readonly byConnection = new Map<number, Set<string>>();

  constructor(readonly maxTopicsPerConnection: number) {
    if (!Number.isInteger(maxTopicsPerConnection) || maxTopicsPerConnection < 1) {
      throw new Error('maxTopicsPerConnection must be a positive integer');
    }
  }

  /** Number of topics with at least one subscriber. */
  get topicCount(): number {
    return this.byTopic.size;
  }

  /**
   * Subscribes `connection` to every topic in `topics` (all or none: throws a limit error when the
   * connection would exceed its topic cap). Returns the subscription ids in the order given.
   */
  subscribe(connection: C, topics: readonly string[]): string[] {
    const current = this.byConnection.get(connection.connectionId) ?? new Set<string>();
    const added = new Set(topics.filter((topic) => !current.has(topic)));
    if (current.size + added.size > this.maxTopicsPerConnection) {
      throw new RelayRpcError(
        RPC_ERROR.limitExceeded,
        `A connection may subscribe to at most ${this.maxTopicsPerConnection} topics (it has ${current.size})`,
      );
    }
    for (const topic of added) {
      current.add(topic);
      let subscribers = this.byTopic.get(topic);
      if (subscribers === undefined) {
        subscribers = new Map();
        this.byTopic.set(topic, subscribers);
      }
      subscribers.set(connection.connectionId, connection);
    }
    this.byConnection.set(connection.connectionId, current);
    return topics.map((topic) => subscriptionIdFor(topic, connection.clientId));
  }

  /**
   * Ends `connection`'s subscriptions (all or none). An id that is not this client's id for its
   * topic is an invalid-params error; a topic the connection does not follow is a no-op.
   */
  unsubscribe(connection: C, entries: readonly { topic: string; id: string }[]): void {
    for (const { topic, id } of entries) {
      if (id !== subscriptionIdFor(topic, connection.clientId)) {
        throw new RelayRpcError(
          RPC_ERROR.invalidParams,
          `Subscription ${id} is not this client's subscription to ${topic}`,
        );
      }
    }
    for (const { topic } of entries) {
      this.byConnection.get(connection.connectionId)?.delete(topic);
      this.dropSubscriber(topic, connection.connectionId);
    }
  }

  /** Connections subscribed to `topic`. */
  subscribersOf(topic: string): C[] {
    return [...(this.byTopic.get(topic)?.values() ?? [])];
  }

  /** Topics `connection` is subscribed to. */
  topicsOf(connection: Subscriber): string[] {
    return [...(this.byConnection.get(connection.connectionId) ?? [])];
  }

  /** Forgets every subscription of a connection (it closed). */
  removeConnection(connection: Subscriber): void {
    for (const topic of this.topicsOf(connection)) this.dropSubscriber(topic, connection.connectionId);
    this.byConnection.delete(connection.connectionId);
  }

  private dropSubscriber(topic: string, connectionId: number): void {
    const subscribers = this.byTopic.get(topic);
    subscribers?.delete(connectionId);
    if (subscribers?.size === 0) this.byTopic.delete(topic);
  }
}
