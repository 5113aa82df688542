import { RPC_ERROR } from './errors';
import { SubscriptionRegistry, subscriptionIdFor, type Subscriber } from './subscriptions';

const TOPIC_A = 'ab'.repeat(32);
const TOPIC_B = 'cd'.repeat(32);
const CLIENT = 'did:key:z6MkodHZwneVRShtaLf8JKYkxpDGp1vGZnpGmdBpX8M2exxH';

const connection = (connectionId: number, clientId = CLIENT): Subscriber => ({ connectionId, clientId });

describe('subscriptionIdFor', () => {
  it('is the sha256 hex of topic + client id, as @walletconnect/core computes it', () => {
    // hashMessage(topic + clientId) from @walletconnect/utils 2.25 for these inputs.
    expect(subscriptionIdFor(TOPIC_A, CLIENT)).toBe(
      'f3132fe4cbe0a0b84a22df398c1a4812da8f21ba5b48acf01c6ff05b0265bc85',
    );
  });
});

describe('SubscriptionRegistry', () => {
  it('tracks subscribers per topic and returns their subscription ids in order', () => {
    const registry = new SubscriptionRegistry<Subscriber>(10);
    const one = connection(1);
    const two = connection(2, 'did:key:other');
    expect(registry.subscribe(one, [TOPIC_A, TOPIC_B])).toEqual([
      subscriptionIdFor(TOPIC_A, CLIENT),
      subscriptionIdFor(TOPIC_B, CLIENT),
    ]);
    registry.subscribe(two, [TOPIC_A]);
    expect(registry.subscribersOf(TOPIC_A)).toEqual([one, two]);
    expect(registry.subscribersOf(TOPIC_B)).toEqual([one]);
    expect(registry.topicsOf(one)).toEqual([TOPIC_A, TOPIC_B]);
    expect(registry.topicCount).toBe(2);
  });

  it('treats a repeated subscription as the same one', () => {
    const registry = new SubscriptionRegistry<Subscriber>(1);
    const one = connection(1);
    registry.subscribe(one, [TOPIC_A]);
    expect(registry.subscribe(one, [TOPIC_A, TOPIC_A])).toHaveLength(2);
    expect(registry.subscribersOf(TOPIC_A)).toEqual([one]);
  });

  it('refuses, all or none, to go past the per-connection topic cap', () => {
    const registry = new SubscriptionRegistry<Subscriber>(2);
    const one = connection(1);
    registry.subscribe(one, [TOPIC_A]);
    expect(() => registry.subscribe(one, [TOPIC_B, 'ef'.repeat(32)])).toThrow(
      expect.objectContaining({ code: RPC_ERROR.limitExceeded }),
    );
    expect(registry.topicsOf(one)).toEqual([TOPIC_A]);
    expect(registry.subscribersOf(TOPIC_B)).toEqual([]);
  });

  it('unsubscribes by the client id scheme and rejects an id that is not the client own', () => {
    const registry = new SubscriptionRegistry<Subscriber>(10);
    const one = connection(1);
    registry.subscribe(one, [TOPIC_A, TOPIC_B]);
    expect(() =>
      registry.unsubscribe(one, [{ topic: TOPIC_A, id: subscriptionIdFor(TOPIC_A, 'did:key:someone') }]),
    ).toThrow(expect.objectContaining({ code: RPC_ERROR.invalidParams }));
    expect(registry.subscribersOf(TOPIC_A)).toEqual([one]);
    registry.unsubscribe(one, [{ topic: TOPIC_A, id: subscriptionIdFor(TOPIC_A, CLIENT) }]);
    expect(registry.subscribersOf(TOPIC_A)).toEqual([]);
    expect(registry.topicsOf(one)).toEqual([TOPIC_B]);
    // Unsubscribing again is harmless.
    registry.unsubscribe(one, [{ topic: TOPIC_A, id: subscriptionIdFor(TOPIC_A, CLIENT) }]);
  });

  it('forgets everything of a removed connection', () => {
    const registry = new SubscriptionRegistry<Subscriber>(10);
    const one = connection(1);
    const two = connection(2);
    registry.subscribe(one, [TOPIC_A, TOPIC_B]);
    registry.subscribe(two, [TOPIC_A]);
    registry.removeConnection(one);
    expect(registry.subscribersOf(TOPIC_A)).toEqual([two]);
    expect(registry.subscribersOf(TOPIC_B)).toEqual([]);
    expect(registry.topicsOf(one)).toEqual([]);
    expect(registry.topicCount).toBe(1);
  });

  it('refuses a cap that is not a positive integer', () => {
    expect(() => new SubscriptionRegistry(0)).toThrow(/positive integer/);
  });
});
