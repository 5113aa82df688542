import { solanaLocalnet } from '../../src/chains/networks/solana';
import { LOCAL_GENESIS_HASH } from './constants';
import { DEFAULT_SOLANA_RPC_PORT, DEFAULT_SOLANA_WS_PORT } from './constants';

describe('the solanaLocalnet network definition', () => {
  it('matches the dev chain: genesis-hash prefix and default ports', () => {
    expect(solanaLocalnet.id).toBe(LOCAL_GENESIS_HASH.slice(0, 32));
    expect(solanaLocalnet.caipNetworkId).toBe(`solana:${LOCAL_GENESIS_HASH.slice(0, 32)}`);
    expect(solanaLocalnet.rpcUrls.default.http).toEqual([`http://127.0.0.1:${DEFAULT_SOLANA_RPC_PORT}`]);
    expect(solanaLocalnet.rpcUrls.default.webSocket).toEqual([`ws://127.0.0.1:${DEFAULT_SOLANA_WS_PORT}`]);
  });
});
