import { newSpecPage } from '@stencil/core/testing';
import { shadowOf } from '../view-spec-kit';
import { W3mWhatIsAWalletView } from './w3m-what-is-a-wallet-view';

describe('w3m-what-is-a-wallet-view', () => {
  test('explains wallets and links to a wallet finder in a new tab', async () => {
    const page = await newSpecPage({
      components: [W3mWhatIsAWalletView],
      html: '<w3m-what-is-a-wallet-view></w3m-what-is-a-wallet-view>',
    });
    const root = shadowOf(page);
    expect(root.querySelectorAll('section')).toHaveLength(3);
    expect(root.textContent).toContain('A home for your digital assets');
    const link = root.querySelector('wui-link')!;
    expect(link.getAttribute('href')).toBe('https://ethereum.org/en/wallets/find-wallet/');
    expect(link.hasAttribute('external')).toBe(true);
    expect(link.textContent).toBe('Get a wallet');
  });
});
