import { secureErrorText } from './secure-error-text';
import { setLocale } from './set-locale';

// Issue 22: the secure site's errors in the host's locale, by their stable reason.
describe('secureErrorText', () => {
  afterEach(async () => setLocale('en'));

  it("gives the site's own English words in English", () => {
    expect(secureErrorText('wrongCode', 2)).toBe('Invalid code: 2 tries left');
    expect(secureErrorText('wrongCode', 1)).toBe('Invalid code: 1 try left');
    expect(secureErrorText('cooldown', 12)).toBe('Please try again after 12 seconds');
    expect(secureErrorText('codeExhausted', undefined)).toBe('Too many wrong codes: request a new one');
  });

  it('translates with plurals in the active locale', async () => {
    await setLocale('de');
    expect(secureErrorText('wrongCode', 1)).toBe('Ungültiger Code: noch 1 Versuch');
    expect(secureErrorText('codeExpired', undefined)).toBe('Der Code ist abgelaufen: Fordere einen neuen an');
    await setLocale('ru');
    expect(secureErrorText('wrongCode', 3)).toBe('Неверный код: осталось 3 попытки');
    expect(secureErrorText('cooldown', 21)).toBe('Попробуйте снова через 21 секунду');
  });

  it('leaves unknown reasons, and counted ones without a count, to the English text', () => {
    expect(secureErrorText('brandNew', undefined)).toBeUndefined();
    expect(secureErrorText('constructor', undefined)).toBeUndefined();
    expect(secureErrorText('wrongCode', undefined)).toBeUndefined();
  });
});
