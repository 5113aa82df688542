import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import { $accounts, setAccountProp } from '../../../stores/account';
import { social } from '../../../locales/en/social';
import { $snackbar } from '../../../stores/snackbar';
import { resetViewStores, shadowOf, until } from '../view-spec-kit';
import { W3mFarcasterView } from './w3m-farcaster-view';

beforeEach(() => resetViewStores());
afterEach(() => resetViewStores());

/** The login the view starts ends here for want of a secure site: wait for it, so no timer outlives the test. */
async function loginEnded(page: SpecPage): Promise<void> {
  await until(
    page,
    () => $snackbar.get().message === social.farcaster.needsSecureSite,
    'the needs-a-secure-site message',
  );
}

describe('w3m-farcaster-view', () => {
  test('a link left from an earlier visit is never shown: the view waits for its own channel', async () => {
    setAccountProp('eip155', 'farcasterUrl', 'https://farcaster.example/?channelToken=old');
    const page = await newSpecPage({
      components: [W3mFarcasterView],
      html: '<w3m-farcaster-view></w3m-farcaster-view>',
    });
    const root = shadowOf(page);
    expect(root.querySelector('wui-qr-code')).toBeNull();
    expect(root.querySelector('wui-spinner')).not.toBeNull();
    expect($accounts.get().eip155.farcasterUrl).toBeUndefined();
    await loginEnded(page);
  });

  test("this visit's link shows as the code and the open-in-app link", async () => {
    const page = await newSpecPage({
      components: [W3mFarcasterView],
      html: '<w3m-farcaster-view></w3m-farcaster-view>',
    });
    const url = 'https://farcaster.example/?channelToken=new';
    setAccountProp('eip155', 'farcasterUrl', url);
    await page.waitForChanges();
    const code = shadowOf(page).querySelector('wui-qr-code');
    expect(code?.getAttribute('data-uri')).toBe(url);
    expect(shadowOf(page).querySelector('[data-testid="w3m-farcaster-open"]')?.getAttribute('href')).toBe(
      url,
    );
    await loginEnded(page);
  });
});
