import { setLocale } from '../../locales/set-locale';
import { $options } from '../../stores/options';
import { ensureAuthFrame } from './frame-host';

describe('the secure frame title (issue 22)', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 200 })) as typeof fetch;
    $options.set({ ...$options.get(), secureSiteUrl: 'http://127.0.0.1:8787', projectId: 'p1' });
  });

  afterEach(async () => {
    ensureAuthFrame()?.destroy();
    await setLocale('en');
  });

  test('is the catalogue text of the active locale and follows a switch while the frame lives', async () => {
    const frame = ensureAuthFrame();
    expect(frame?.iframe.title).toBe('Secure wallet');
    await setLocale('fr');
    expect(frame?.iframe.title).toBe('Wallet sécurisé');
    frame?.destroy();
    await setLocale('ja');
    expect(frame?.iframe.title).toBe('Wallet sécurisé');
    expect(ensureAuthFrame()?.iframe.title).toBe('セキュアウォレット');
  });
});
