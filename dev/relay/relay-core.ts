import type { RelayConnection } from './connection';
import { RelayRpcError, RPC_ERROR } from './errors';
import type { Mailbox, StoredMessage } from './mailbox';
import {
  errorFrame,
  MAX_BATCH_SIZE,
  parseIncomingFrame,
  resultFrame,
  type PublishParams,
  type RelayRequest,
  type RelayResponse,
  type SubscriptionDelivery,
} from './protocol';
import { subscriptionIdFor, type SubscriptionRegistry } from './subscriptions';

/** Tags WalletConnect gives the messages of a session proposal (its ENGINE_RPC_OPTS). */
const TAG = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const;

/** A handler's answer: the result to send, then what to do once the result is on the wire. */
interface Handled {
  result: unknown;
  afterReply?: () => void;
}

/** A message to publish, from any of the publishing methods. */
type Publication = Pick<PublishParams, 'topic' | 'message' | 'ttl' | 'attestation'> & { tag: number };

/**
 * The relay's behaviour without any networking: answers each frame of a connection, keeps
 * subscriptions and the mailbox, and delivers published messages as `irn_subscription` requests.
 */
export class RelayCore {
  private nextDeliveryId = 1;

  constructor(
    readonly mailbox: Mailbox,
    readonly subscriptions: SubscriptionRegistry<RelayConnection>,
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** Handles one text frame from `connection`; every problem becomes a JSON-RPC error reply. */
  onFrame(connection: RelayConnection, text: string): void {
    connection.alive = true;
    const frame = parseIncomingFrame(text);
    if (frame.kind === 'invalid') {
      this.log(`conn ${connection.connectionId}: rejected frame: ${frame.error.message}`);
      connection.send(errorFrame(frame.id, frame.error));
      return;
    }
    if (frame.kind === 'response') {
      this.onResponse(connection, frame.response);
      return;
    }
    const { request } = frame;
    let handled: Handled;
    try {
      handled = this.handle(connection, request);
    } catch (error) {
      const rpcError =
        error instanceof RelayRpcError
          ? error
          : new RelayRpcError(RPC_ERROR.internalError, `Internal error: ${String(error)}`);
      this.log(`conn ${connection.connectionId}: ${request.method} failed: ${rpcError.message}`);
      connection.send(errorFrame(request.id, rpcError));
      return;
    }
    connection.send(resultFrame(request.id, handled.result));
    handled.afterReply?.();
  }

  /** Forgets a closed connection's subscriptions. */
  onClose(connection: RelayConnection): void {
    this.subscriptions.removeConnection(connection);
  }

  private handle(connection: RelayConnection, request: RelayRequest): Handled {
    switch (request.method) {
      case 'irn_subscribe':
        return this.subscribe(connection, [request.params.topic], ([id]) => id);
      case 'irn_batchSubscribe':
        return this.subscribe(connection, request.params.topics, (ids) => ids);
      case 'irn_unsubscribe':
        this.subscriptions.unsubscribe(connection, [request.params]);
        return { result: true };
      case 'irn_batchUnsubscribe':
        this.subscriptions.unsubscribe(connection, request.params.subscriptions);
        return { result: true };
      case 'irn_publish':
        this.publishAll(connection, [{ ...request.params, tag: request.params.tag ?? 0 }]);
        return { result: true };
      case 'irn_batchPublish':
        this.publishAll(
          connection,
          request.params.messages.map((message) => ({ ...message, tag: message.tag ?? 0 })),
        );
        return { result: true };
      case 'irn_batchFetchMessages':
        return { result: this.fetchMessages(connection, request.params.topics) };
      case 'wc_proposeSession': {
        const { pairingTopic, sessionProposal, ttl, attestation, tag } = request.params;
        this.assertAcceptable([sessionProposal]);
        const subscribed = this.subscribe(connection, [pairingTopic], () => true);
        this.publishAll(connection, [
          { topic: pairingTopic, message: sessionProposal, ttl, attestation, tag: tag ?? TAG.sessionPropose },
        ]);
        return subscribed;
      }
      case 'wc_approveSession': {
        const {
          sessionTopic,
          pairingTopic,
          sessionProposalResponse,
          sessionSettlementRequest,
          ttl,
          attestation,
        } = request.params;
        this.assertAcceptable([sessionProposalResponse, sessionSettlementRequest]);
        const subscribed = this.subscribe(connection, [sessionTopic], () => true);
        this.publishAll(connection, [
          {
            topic: pairingTopic,
            message: sessionProposalResponse,
            ttl,
            attestation,
            tag: TAG.sessionProposeResponse,
          },
          {
            topic: sessionTopic,
            message: sessionSettlementRequest,
            ttl,
            attestation,
            tag: TAG.sessionSettle,
          },
        ]);
        return subscribed;
      }
    }
  }

  /** Subscribes, answers with `toResult(ids)`, then replays what the mailbox holds for the topics. */
  private subscribe(
    connection: RelayConnection,
    topics: readonly string[],
    toResult: (ids: string[]) => unknown,
  ): Handled {
    const ids = this.subscriptions.subscribe(connection, topics);
    return {
      result: toResult(ids),
      afterReply: () => {
        for (const topic of topics) {
          for (const message of this.mailbox.pendingFor(
            topic,
            connection.clientId,
            connection.connectionId,
          )) {
            if (!connection.isAwaitingAck(message.seq)) this.deliver(connection, message);
          }
        }
      },
    };
  }

  private assertAcceptable(messages: readonly string[]): void {
    for (const message of messages) this.mailbox.assertAcceptable(message);
  }

  /** Stores each message (all sizes are checked first) and delivers it to the topic's other sockets. */
  private publishAll(publisher: RelayConnection, publications: readonly Publication[]): void {
    this.assertAcceptable(publications.map((publication) => publication.message));
    for (const { topic, message, ttl, tag, attestation } of publications) {
      const stored = this.mailbox.store({
        topic,
        message,
        ttlSeconds: ttl,
        tag,
        attestation,
        publisherConnectionId: publisher.connectionId,
      });
      for (const subscriber of this.subscriptions.subscribersOf(topic)) {
        if (subscriber !== publisher) this.deliver(subscriber, stored);
      }
    }
  }

  /** Returns (and counts as delivered) the stored messages of `topics` this client has not had yet. */
  private fetchMessages(connection: RelayConnection, topics: readonly string[]) {
    const pending = [...new Set(topics)]
      .flatMap((topic) => this.mailbox.pendingFor(topic, connection.clientId, connection.connectionId))
      .sort((a, b) => a.seq - b.seq);
    const page = pending.slice(0, MAX_BATCH_SIZE);
    for (const message of page) this.mailbox.acknowledge(message.seq, connection.clientId);
    return { messages: page.map(messageData), hasMore: pending.length > page.length };
  }

  private deliver(connection: RelayConnection, message: StoredMessage): void {
    const id = this.nextDeliveryId++;
    const delivery: SubscriptionDelivery = {
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscriptionIdFor(message.topic, connection.clientId), data: messageData(message) },
    };
    connection.expectAck(id, message.seq);
    connection.send(JSON.stringify(delivery));
  }

  private onResponse(connection: RelayConnection, response: RelayResponse): void {
    const requestId = typeof response.id === 'number' ? response.id : Number(response.id);
    const seq = Number.isSafeInteger(requestId) ? connection.takeAck(requestId) : undefined;
    if (seq === undefined) {
      this.log(`conn ${connection.connectionId}: response to unknown request ${String(response.id)}`);
      return;
    }
    if (response.acknowledged) this.mailbox.acknowledge(seq, connection.clientId);
  }
}

function messageData(message: StoredMessage): SubscriptionDelivery['params']['data'] {
  const { topic, publishedAt, tag, attestation } = message;
  const data = { topic, message: message.message, publishedAt, tag };
  return attestation === undefined ? data : { ...data, attestation };
}
