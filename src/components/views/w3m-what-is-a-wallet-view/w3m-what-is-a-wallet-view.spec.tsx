import { newSpecPage } from '@stencil/core/testing';
import { shadowOf } from '../view-spec-kit';
import { W3mWhatIsAWalletView } from './w3m-what-is-a-wallet-view';

describe('w3m-what-is-a-wallet-view', () => {
  test('explains wallets in three illustrated points and opens a wallet finder in a new tab', async () => {
    const page = await newSpecPage({
      components: [W3mWhatIsAWalletView],
      html: '<w3m-what-is-a-wallet-view></w3m-what-is-a-wallet-view>',
    });
    const root = shadowOf(page);
    const points = root.querySelectorAll('.point');
    expect(points).toHaveLength(3);
    expect(Array.from(points).map((point) => point.querySelector('wui-icon')?.getAttribute('name'))).toEqual([
      'wallet',
      'network',
      'check',
    ]);
    expect(root.textContent).toContain('A home for your digital assets');
    const opened = jest.spyOn(window, 'open').mockReturnValue(null);
    const button = root.querySelector('wui-button')!;
    expect(button.textContent).toBe('Get a wallet');
    button.click();
    expect(opened).toHaveBeenCalledWith(
      'https://ethereum.org/en/wallets/find-wallet/',
      '_blank',
      'noopener,noreferrer',
    );
    opened.mockRestore();
  });
});
