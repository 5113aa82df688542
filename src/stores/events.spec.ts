import {
  emitEvent,
  setAnalyticsSink,
  subscribeEvents,
  type AnalyticsEvent,
  type EmittedEvent,
} from './events';
import { parseOptions, setOptions } from './options';

const send: AnalyticsEvent = {
  event: 'SEND_INITIATED',
  properties: { isSmartAccount: false, token: 'ETH', amount: '0.5', network: 'eip155:31337' },
};

describe('events', () => {
  afterEach(() => {
    setAnalyticsSink(undefined);
    setOptions(parseOptions({}));
  });

  test('SPEC §7: local subscribers get every event with a timestamp, until they unsubscribe', () => {
    const seen: EmittedEvent[] = [];
    const unsubscribe = subscribeEvents((event) => seen.push(event));
    emitEvent(send, 1234);
    emitEvent(
      {
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: { address: '0xabc', projectId: 'p', cursor: undefined, isSmartAccount: true },
      },
      1235,
    );
    unsubscribe();
    emitEvent({ event: 'SIWX_AUTH_SUCCESS', properties: { network: 'eip155:1', isSmartAccount: false } });
    expect(seen).toEqual([
      { timestamp: 1234, data: send },
      {
        timestamp: 1235,
        data: {
          event: 'ERROR_FETCH_TRANSACTIONS',
          properties: { address: '0xabc', projectId: 'p', cursor: undefined, isSmartAccount: true },
        },
      },
    ]);
  });

  test('SPEC §7: events go to the sink when analytics is on and a sink is set', () => {
    const sink = jest.fn();
    setAnalyticsSink(sink);
    emitEvent(send, 1);
    emitEvent({ event: 'CLICK_CANCEL_SIWX', properties: { network: 'eip155:1', isSmartAccount: false } }, 2);
    expect(sink.mock.calls).toEqual([
      [{ timestamp: 1, data: send }],
      [
        {
          timestamp: 2,
          data: { event: 'CLICK_CANCEL_SIWX', properties: { network: 'eip155:1', isSmartAccount: false } },
        },
      ],
    ]);
  });

  test('SPEC §6: nothing is sent when features.analytics is off, though subscribers still hear it', () => {
    const sink = jest.fn();
    const listener = jest.fn();
    setOptions(parseOptions({ features: { analytics: false } }));
    setAnalyticsSink(sink);
    const unsubscribe = subscribeEvents(listener);
    emitEvent({ event: 'SEND_SUCCESS', properties: send.properties as never });
    unsubscribe();
    expect(sink).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('SPEC §7: without a sink nothing is sent even with analytics on', () => {
    const sink = jest.fn();
    setAnalyticsSink(sink);
    setAnalyticsSink(undefined);
    emitEvent(send);
    expect(sink).not.toHaveBeenCalled();
  });

  test('SPEC §7: a throwing subscriber or sink does not stop the others', () => {
    const after = jest.fn();
    const sink = jest.fn(() => {
      throw new Error('sink down');
    });
    const unsubscribeBad = subscribeEvents(() => {
      throw new Error('host bug');
    });
    const unsubscribeGood = subscribeEvents(after);
    setAnalyticsSink(sink);
    expect(() => emitEvent({ event: 'DISCONNECT_SUCCESS' })).not.toThrow();
    unsubscribeBad();
    unsubscribeGood();
    expect(after).toHaveBeenCalledTimes(1);
    expect(sink).toHaveBeenCalledTimes(1);
  });
});
