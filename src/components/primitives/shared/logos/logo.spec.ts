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

  test('logos a view ships with itself are drawable at once, without a load; a loaded logo is kept', async () => {
    const { loadLogo, loadedLogo, provideLogoTable, provideLogos } = await import('./logo');
    const loader = jest.fn(() => Promise.resolve({ default: '<svg id="loaded"/>' }));
    provideLogoTable({ 'wallet:a': loader, 'wallet:b': loader });
    expect(await loadLogo('wallet:b')).toBe('<svg id="loaded"/>');
    provideLogos({ 'wallet:a': '<svg id="shipped"/>', 'wallet:b': '<svg id="other"/>' });
    expect(loadedLogo('wallet:a')).toBe('<svg id="shipped"/>');
    expect(await loadLogo('wallet:a')).toBe('<svg id="shipped"/>');
    expect(loadedLogo('wallet:b')).toBe('<svg id="loaded"/>');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  test("the Connect logos module hands over the default Connect rows' logos", async () => {
    const { loadedLogo } = await import('./logo');
    const { withConnectLogos } = await import('./connect-logos-now');
    expect(loadedLogo('wallet:walletconnect')).toBeUndefined();
    withConnectLogos();
    expect(loadedLogo('wallet:walletconnect')).toMatch(/^<svg /);
    expect(loadedLogo('wallet:metamask')).toMatch(/^<svg /);
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
