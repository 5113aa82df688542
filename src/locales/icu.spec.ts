import { $locale } from './active';
import { formatMessage, icu } from './icu';
import { formatCount, formatFiat, formatPercent, localizeDecimals } from './intl';

const WALLETS = '{count, plural, one {# wallet} other {# wallets}}';
const AR_WALLETS =
  '{count, plural, zero {لا توجد محافظ} one {محفظة واحدة} two {محفظتان} few {# محافظ} many {# محفظة} other {# محفظة}}';
const RU_WALLETS = '{count, plural, one {# кошелёк} few {# кошелька} many {# кошельков} other {# кошелька}}';

/** Replaces Intl[name] with a subclass that records the locale of each construction. */
function countConstructions(name: 'NumberFormat' | 'PluralRules') {
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  const original = intl[name]!;
  const locales: unknown[] = [];
  intl[name] = class extends original {
    constructor(...args: unknown[]) {
      super(...args);
      locales.push(args[0]);
    }
  };
  return { locales, restore: () => (intl[name] = original) };
}

describe('ICU messages (issue 22)', () => {
  afterEach(() => $locale.set({ code: 'en', dir: 'ltr' }));

  test('placeholders take the values in the order the message names them', () => {
    const rate = icu<[from: string, rate: string, to: string]>(
      '1 {from} = {rate} {to}',
      'from',
      'rate',
      'to',
    );
    expect(rate('ETH', '2.5', 'USDC')).toBe('1 ETH = 2.5 USDC');
    expect(rate.withSource('{to} pro {from}: {rate}')('ETH', '2.5', 'USDC')).toBe('USDC pro ETH: 2.5');
  });

  test('English plurals: one and other, # is the count with grouping', () => {
    expect(formatMessage(WALLETS, { count: 1 }, 'en')).toBe('1 wallet');
    expect(formatMessage(WALLETS, { count: 0 }, 'en')).toBe('0 wallets');
    expect(formatMessage(WALLETS, { count: 1200 }, 'en')).toBe('1,200 wallets');
  });

  test('English numbers read as Intl writes them, without building an Intl formatter for integers', () => {
    const built = countConstructions('NumberFormat');
    const integers = [0, 7, 999, 1000, 12345, 2_000_000, -1234];
    const formatted = integers.map((count) => formatMessage('{count, number}', { count }, 'en'));
    built.restore();
    expect(built.locales).toEqual([]);
    expect(formatted).toEqual(integers.map((count) => new Intl.NumberFormat('en').format(count)));
    expect(formatMessage('{count, number}', { count: 1.5 }, 'en')).toBe('1.5');
  });

  test('each locale builds its number format and plural rules once, however many messages it formats', () => {
    const numbers = countConstructions('NumberFormat');
    const plurals = countConstructions('PluralRules');
    for (let count = 0; count < 20; count++) formatMessage(RU_WALLETS, { count }, 'ru');
    numbers.restore();
    plurals.restore();
    expect(numbers.locales.filter((locale) => locale === 'ru').length).toBeLessThanOrEqual(1);
    expect(plurals.locales.filter((locale) => locale === 'ru').length).toBeLessThanOrEqual(1);
  });

  test('Arabic plurals use all six categories; # is the count in Arabic number style', () => {
    const ar = (count: number) => formatMessage(AR_WALLETS, { count }, 'ar');
    const n = (count: number) => new Intl.NumberFormat('ar').format(count);
    expect([0, 1, 2, 3, 11, 100].map(ar)).toEqual([
      'لا توجد محافظ',
      'محفظة واحدة',
      'محفظتان',
      `${n(3)} محافظ`,
      `${n(11)} محفظة`,
      `${n(100)} محفظة`,
    ]);
  });

  test('Russian plurals pick one, few and many', () => {
    const ru = (count: number) => formatMessage(RU_WALLETS, { count }, 'ru');
    expect([1, 3, 5, 21, 1.5].map(ru)).toEqual([
      '1 кошелёк',
      '3 кошелька',
      '5 кошельков',
      '21 кошелёк',
      '1,5 кошелька',
    ]);
  });

  test('exact matches win over categories; select picks a branch', () => {
    const source =
      '{count, plural, =0 {none} one {one} other {# of {kind, select, nft {NFTs} other {tokens}}}}';
    expect(formatMessage(source, { count: 0, kind: 'nft' }, 'en')).toBe('none');
    expect(formatMessage(source, { count: 4, kind: 'nft' }, 'en')).toBe('4 of NFTs');
    expect(formatMessage(source, { count: 4, kind: 'x' }, 'en')).toBe('4 of tokens');
  });

  test('a catalogue message follows the active locale', () => {
    const count = icu<[count: number]>(WALLETS, 'count');
    $locale.set({ code: 'de', dir: 'ltr' });
    expect(count(1200)).toBe('1.200 wallets');
  });

  test.each([
    ['{count', /Unclosed/],
    ['count}', /Unopened/],
    ['{count, plural, one {x}}', /"other"/],
    ['{count, plural, {x} other {y}}', /without a key/],
    ['{count, ordinal, other {y}}', /Unknown argument type/],
  ])('a malformed source %p is a SyntaxError', (source, message) => {
    expect(() => formatMessage(source, { count: 1 }, 'en')).toThrow(message);
  });

  test('a missing value is named', () => {
    expect(() => formatMessage('To {address}', {}, 'en')).toThrow('Missing value for {address}');
  });
});

describe('Intl formatting in the active locale (issue 22)', () => {
  afterEach(() => $locale.set({ code: 'en', dir: 'ltr' }));

  test('English amounts stay as they are', () => {
    expect(localizeDecimals('1.234 ETH')).toBe('1.234 ETH');
    expect(formatFiat('12.35')).toBe('$12.35');
    expect(formatPercent(0.5)).toBe('0.5%');
    expect(formatCount(1200)).toBe('1,200');
  });

  test('English counts are grouped as Intl groups them, without setting Intl up (it is slow on the open path)', () => {
    const counts = [0, 7, 999, 1000, 1200, 12345, 999999, 1234567, -4321, Number.MAX_SAFE_INTEGER];
    const expected = counts.map((count) => new Intl.NumberFormat('en').format(count));
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(counts.map(formatCount)).toEqual(expected);
      expect(numberFormat).not.toHaveBeenCalled();
      // Not a whole number: Intl's rounding and grouping apply.
      expect(formatCount(1234.5678)).toBe('1,234.568');
      // At most once: the English formatter is kept once built.
      expect(numberFormat.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      numberFormat.mockRestore();
    }
  });

  test('German: decimal comma, no digit lost, euro-style currency placement', () => {
    $locale.set({ code: 'de', dir: 'ltr' });
    expect(localizeDecimals('< 0.001')).toBe('< 0,001');
    expect(localizeDecimals('12345678901234567890.123 ETH')).toBe('12345678901234567890,123 ETH');
    expect(formatFiat('1234.5')).toBe('1.234,50\u00a0$');
    expect(formatPercent(0.5)).toBe('0,5\u00a0%');
    expect(formatCount(1200)).toBe('1.200');
  });

  test('Arabic: the digits and decimal sign of the locale (Arabic-Indic where it numbers so)', () => {
    $locale.set({ code: 'ar', dir: 'rtl' });
    const arab = new Intl.NumberFormat('ar').resolvedOptions().numberingSystem === 'arab';
    expect(localizeDecimals('1.5 ETH')).toBe(arab ? '١٫٥ ETH' : '1.5 ETH');
    expect(localizeDecimals('< 0.001')).toBe(arab ? '< ٠٫٠٠١' : '< 0.001');
  });

  test('a fiat value that is not a number is refused', () => {
    expect(() => formatFiat('abc')).toThrow('Not a fiat amount: "abc"');
  });
});
