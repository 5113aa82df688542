import { localhost, localhostSecond, mainnet, solana, bitcoin } from '../../networks';
import type { CaipNetwork } from '../../chains/network-types';
import {
  allChainsEip155,
  BIP122_METHODS,
  EIP155_METHODS,
  optionalNamespaces,
  readRpcUrl,
  SOLANA_METHODS,
} from './namespaces';

describe('WalletConnect optional namespaces (SPEC §7)', () => {
  test('one namespace per configured family, with its chains, methods, events and the rpc map', () => {
    const networks = [localhost, localhostSecond, mainnet, solana, bitcoin] as CaipNetwork[];
    const custom = { 'eip155:31337': [{ url: 'http://127.0.0.1:10545' }] };
    const namespaces = optionalNamespaces(networks, custom);
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana', 'bip122']);
    expect(namespaces['eip155']!.chains).toEqual(['eip155:31337', 'eip155:31338', 'eip155:1']);
    expect(namespaces['eip155']!.methods).toEqual([...EIP155_METHODS]);
    expect(namespaces['eip155']!.events).toEqual(['accountsChanged', 'chainChanged']);
    // The host's custom URL wins; other chains read from their own default RPC, never a vendor's.
    expect(namespaces['eip155']!.rpcMap!['31337']).toBe('http://127.0.0.1:10545');
    expect(namespaces['eip155']!.rpcMap!['1']).toBe(mainnet.rpcUrls.default.http[0]);
    expect(namespaces['solana']!.chains).toEqual([solana.caipNetworkId]);
    expect(namespaces['solana']!.methods).toEqual([...SOLANA_METHODS]);
    expect(namespaces['bip122']!.methods).toEqual([
      'sendTransfer',
      'signMessage',
      'signPsbt',
      'getAccountAddresses',
    ]);
    expect(BIP122_METHODS).toHaveLength(4);
  });

  test('the eip155 methods include the sign, send and wallet_* methods', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getCapabilities',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_getAssets',
    ]) {
      expect(EIP155_METHODS).toContain(method);
    }
  });

  test('no networks, no namespaces; a repeated network is listed once', () => {
    expect(optionalNamespaces([])).toEqual({});
    expect(optionalNamespaces([localhost, localhost] as CaipNetwork[])['eip155']!.chains).toEqual([
      'eip155:31337',
    ]);
  });

  test('readRpcUrl: custom first, then the network default', () => {
    expect(readRpcUrl(localhost as CaipNetwork, {})).toBe(localhost.rpcUrls.default.http[0]);
    expect(readRpcUrl(localhost as CaipNetwork, { 'eip155:31337': [{ url: 'http://x' }] })).toBe('http://x');
  });

  test('SPEC §4: one-click auth only when every chain is eip155', () => {
    expect(allChainsEip155([localhost, mainnet] as CaipNetwork[])).toBe(true);
    expect(allChainsEip155([localhost, solana] as CaipNetwork[])).toBe(false);
    expect(allChainsEip155([])).toBe(false);
  });
});
