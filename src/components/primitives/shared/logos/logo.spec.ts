// The logo table loads on demand (not with an entry button), or at once when a view hands it over.
describe('logo table', () => {
  beforeEach(() => jest.resetModules());

  test('nothing is known before a logo is asked for; asking loads the table, then the SVG', async () => {
    const { hasLogo, loadLogo, loadedLogo } = await import('./logo');
    expect(hasLogo('wallet:metamask')).toBeUndefined();
    expect(loadedLogo('wallet:metamask')).toBeUndefined();
    expect(await loadLogo('wallet:metamask')).toMatch(/^<svg /);
    expect(hasLogo('wallet:metamask')).toBe(true);
    expect(hasLogo('wallet:nowherewallet')).toBe(false);
    expect(loadedLogo('wallet:metamask')).toMatch(/^<svg /);
    expect(await loadLogo('wallet:nowherewallet')).toBeUndefined();
  });

  test('a view that ships the table makes every lookup synchronous', async () => {
    const { hasLogo } = await import('./logo');
    const { withLogoTable } = await import('./logo-table-now');
    withLogoTable();
    expect(hasLogo('wallet:frame')).toBe(true);
    expect(hasLogo('wallet:bravewallet')).toBe(true);
    expect(hasLogo('token:tUSD')).toBe(true);
  });

  test('a loader that fails leaves the key unresolved so a later draw can try again', async () => {
    const { loadLogo, provideLogoTable } = await import('./logo');
    let calls = 0;
    provideLogoTable({
      'token:X': () =>
        ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: '<svg/>' }),
    });
    expect(await loadLogo('token:X')).toBeUndefined();
    expect(await loadLogo('token:X')).toBe('<svg/>');
    expect(calls).toBe(2);
  });
});
