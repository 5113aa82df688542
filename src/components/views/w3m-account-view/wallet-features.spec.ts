import { defaultFeatures, type WalletFeature } from '../../../stores/options';
import { READY_WALLET_FEATURES, visibleWalletFeatures } from './wallet-features';

const allReady = new Set<WalletFeature>(['onramp', 'swaps', 'receive', 'send']);

describe('visibleWalletFeatures', () => {
  test('SPEC §9: default order onramp, swaps, receive, send, each with its view', () => {
    expect(visibleWalletFeatures(defaultFeatures(), allReady, false)).toEqual([
      { feature: 'onramp', view: 'OnRampProviders', icon: 'onramp' },
      { feature: 'swaps', view: 'Swap', icon: 'swap' },
      { feature: 'receive', view: 'WalletReceive', icon: 'receive' },
      { feature: 'send', view: 'WalletSend', icon: 'send' },
    ]);
  });

  test('follows a configured order and drops features whose flag is off; duplicates show once', () => {
    const features = {
      ...defaultFeatures(),
      swaps: false,
      walletFeaturesOrder: ['send', 'swaps', 'receive', 'send'] as WalletFeature[],
    };
    expect(visibleWalletFeatures(features, allReady).map((button) => button.feature)).toEqual([
      'send',
      'receive',
    ]);
  });

  test('a feature whose panel does not exist yet is hidden', () => {
    expect(visibleWalletFeatures(defaultFeatures(), new Set<WalletFeature>(['receive']))).toEqual([
      { feature: 'receive', view: 'WalletReceive', icon: 'receive' },
    ]);
  });

  test('every wallet feature has its panel, so by default all show (in the default order)', () => {
    expect([...READY_WALLET_FEATURES].sort()).toEqual(['onramp', 'receive', 'send', 'swaps']);
    expect(
      visibleWalletFeatures(defaultFeatures(), READY_WALLET_FEATURES, false).map((button) => button.feature),
    ).toEqual(['onramp', 'swaps', 'receive', 'send']);
  });

  test('SPEC §6: in a restricted timezone buy and swap are hidden, receive and send stay', () => {
    expect(visibleWalletFeatures(defaultFeatures(), allReady, true).map((button) => button.feature)).toEqual([
      'receive',
      'send',
    ]);
  });
});
