import { RelayConnection } from './connection';

describe('RelayConnection', () => {
  it('sends frames through its sink', () => {
    const sent: string[] = [];
    const connection = new RelayConnection(1, 'did:key:a', { send: (text) => sent.push(text) }, 10);
    connection.send('{"id":1}');
    expect(sent).toEqual(['{"id":1}']);
  });

  it('matches acks to deliveries once, and forgets the oldest beyond its cap', () => {
    const connection = new RelayConnection(1, 'did:key:a', { send: () => {} }, 2);
    connection.expectAck(10, 100);
    connection.expectAck(11, 101);
    expect(connection.isAwaitingAck(100)).toBe(true);
    connection.expectAck(12, 102);
    expect(connection.isAwaitingAck(100)).toBe(false);
    expect(connection.takeAck(10)).toBeUndefined();
    expect(connection.takeAck(11)).toBe(101);
    expect(connection.takeAck(11)).toBeUndefined();
    expect(connection.isAwaitingAck(101)).toBe(false);
    expect(connection.isAwaitingAck(102)).toBe(true);
  });
});
