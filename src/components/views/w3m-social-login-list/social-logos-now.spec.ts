// The social buttons on Connect draw their providers' logos in their first frame: the markup ships
// with them (no logo module requested once they render, no empty tile meanwhile).
describe('social logos shipped with the buttons', () => {
  beforeEach(() => jest.resetModules());

  test('every provider is known to the table and drawable at once', async () => {
    const { hasLogo, loadedLogo } = await import('../../primitives/shared/logos/logo');
    const { SOCIAL_LOGO_LOADERS } = await import('../../primitives/shared/logos/generated/social-logo-table');
    const { withSocialLogosNow } = await import('./social-logos-now');
    const keys = Object.keys(SOCIAL_LOGO_LOADERS);
    expect(keys).toContain('wallet:google');
    expect(loadedLogo('wallet:google')).toBeUndefined();
    withSocialLogosNow();
    for (const key of keys) {
      expect(hasLogo(key)).toBe(true);
      expect(loadedLogo(key)).toMatch(/^<svg /);
    }
  });
});
