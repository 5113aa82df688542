import { readStored, writeStored } from './storage';
import {
  $connection,
  forgetConnection,
  markConnected,
  markConnectionError,
  rememberConnection,
  resetConnection,
  startConnecting,
  storedConnectorId,
} from './connection';

beforeEach(() => {
  localStorage.clear();
  resetConnection();
});

describe('$connection (UI-CONTRACT)', () => {
  test('a connect attempt moves idle → connecting → connected, or → error with a message', () => {
    expect($connection.get()).toEqual({ status: 'idle' });
    startConnecting('dev.w3m-elements.wallet');
    expect($connection.get()).toEqual({ status: 'connecting', connectorId: 'dev.w3m-elements.wallet' });
    markConnected('dev.w3m-elements.wallet');
    expect($connection.get()).toEqual({ status: 'connected', connectorId: 'dev.w3m-elements.wallet' });
    startConnecting('injected');
    markConnectionError('injected', 'You rejected the request in your wallet.');
    expect($connection.get()).toEqual({
      status: 'error',
      connectorId: 'injected',
      error: 'You rejected the request in your wallet.',
    });
    resetConnection();
    expect($connection.get()).toEqual({ status: 'idle' });
  });
});

describe('stored connection (SPEC §3 browser storage)', () => {
  test('remember stores status, namespaces and the connector per namespace; storedConnectorId reads it back', () => {
    rememberConnection('eip155', 'dev.w3m-elements.wallet');
    rememberConnection('eip155', 'dev.w3m-elements.wallet');
    expect(readStored('connectionStatus')).toBe('connected');
    expect(readStored('connectedNamespaces')).toEqual(['eip155']);
    expect(readStored('connectedConnectorIds')).toEqual({ eip155: 'dev.w3m-elements.wallet' });
    expect(storedConnectorId('eip155')).toBe('dev.w3m-elements.wallet');
    expect(storedConnectorId('solana')).toBeUndefined();
  });

  test('nothing to reconnect when the status is not connected or the namespace is not among the connected ones', () => {
    rememberConnection('eip155', 'injected');
    writeStored('connectionStatus', 'disconnected');
    expect(storedConnectorId('eip155')).toBeUndefined();
    writeStored('connectionStatus', 'connected');
    writeStored('connectedNamespaces', ['solana']);
    expect(storedConnectorId('eip155')).toBeUndefined();
  });

  test('corrupt stored values read as "not connected" and never throw', () => {
    localStorage.setItem('@w3m/connection_status', '"connected"');
    localStorage.setItem('@w3m/connected_namespaces', '["eip155"]');
    localStorage.setItem('@w3m/connected_connector_ids', '{"eip155": 42}');
    expect(storedConnectorId('eip155')).toBeUndefined();
    localStorage.setItem('@w3m/connected_connector_ids', 'not json');
    expect(storedConnectorId('eip155')).toBeUndefined();
    localStorage.setItem('@w3m/connected_connector_ids', '{"eip155":"injected"}');
    localStorage.setItem('@w3m/connected_namespaces', '["cosmos"]');
    expect(storedConnectorId('eip155')).toBeUndefined();
  });

  test('forgetting the last namespace stores the disconnected status; others stay', () => {
    rememberConnection('eip155', 'injected');
    rememberConnection('solana', 'phantom');
    forgetConnection('eip155');
    expect(readStored('connectionStatus')).toBe('connected');
    expect(readStored('connectedConnectorIds')).toEqual({ solana: 'phantom' });
    forgetConnection('solana');
    expect(readStored('connectionStatus')).toBe('disconnected');
    expect(readStored('connectedNamespaces')).toEqual([]);
  });
});
