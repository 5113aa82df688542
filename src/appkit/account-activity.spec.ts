import { localhost, mainnet } from '../networks';
import { setOptions } from '../stores/options';
import { defaultResolvedOptions } from '../stores/options-types';
import * as blockscoutNfts from '../services/history/blockscout-nfts';
import * as rpcNfts from '../services/nfts/rpc-nfts';
import { historySourceConfigs, nftSource } from './account-activity';

afterEach(() => setOptions(defaultResolvedOptions()));

describe('historySourceConfigs', () => {
  test('a network without historySources reads its own node through Otterscan: customRpcUrls first', () => {
    setOptions(defaultResolvedOptions());
    expect(historySourceConfigs(mainnet)).toEqual([
      { type: 'otterscan', url: mainnet.rpcUrls.default.http[0] },
    ]);
    setOptions({
      ...defaultResolvedOptions(),
      customRpcUrls: { 'eip155:31337': [{ url: 'http://127.0.0.1:12545' }] },
    });
    expect(historySourceConfigs(localhost)).toEqual([{ type: 'otterscan', url: 'http://127.0.0.1:12545' }]);
  });

  test('a configured source, or list of sources, is used as given', () => {
    const blockscout = { type: 'blockscout', url: 'https://eth.blockscout.test' } as const;
    const etherscan = { type: 'etherscan', url: 'https://api.etherscan.test/v2/api', apiKey: 'K' } as const;
    setOptions({
      ...defaultResolvedOptions(),
      historySources: { 'eip155:1': blockscout, 'eip155:31337': [etherscan, blockscout] },
    });
    expect(historySourceConfigs(mainnet)).toEqual([blockscout]);
    expect(historySourceConfigs(localhost)).toEqual([etherscan, blockscout]);
  });
});

describe('nftSource', () => {
  const GATEWAY = 'http://127.0.0.1:8080/ipfs/';

  test("the host's ipfsGateway reaches the RPC source and the Blockscout source; unset, none is passed", async () => {
    const createRpcNftSource = jest.spyOn(rpcNfts, 'createRpcNftSource');
    const createBlockscoutNftSource = jest.spyOn(blockscoutNfts, 'createBlockscoutNftSource');
    setOptions({ ...defaultResolvedOptions(), ipfsGateway: GATEWAY });
    await nftSource(localhost);
    expect(createRpcNftSource).toHaveBeenLastCalledWith({
      rpcUrl: localhost.rpcUrls.default.http[0],
      ipfsGateway: GATEWAY,
    });
    setOptions({
      ...defaultResolvedOptions(),
      ipfsGateway: GATEWAY,
      historySources: { 'eip155:1': { type: 'blockscout', url: 'https://eth.blockscout.test' } },
    });
    await nftSource(mainnet);
    expect(createBlockscoutNftSource).toHaveBeenLastCalledWith({
      url: 'https://eth.blockscout.test',
      ipfsGateway: GATEWAY,
    });
    setOptions(defaultResolvedOptions());
    await nftSource(localhost);
    expect(createRpcNftSource).toHaveBeenLastCalledWith({ rpcUrl: localhost.rpcUrls.default.http[0] });
  });
});
