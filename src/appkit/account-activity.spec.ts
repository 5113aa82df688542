import { localhost, mainnet } from '../networks';
import { setOptions } from '../stores/options';
import { defaultResolvedOptions } from '../stores/options-types';
import { historySourceConfigs } from './account-activity';

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
