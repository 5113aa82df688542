import { formatBalance, formatTokenAmount, formatTransferQuantity } from './format';

describe('formatBalance', () => {
  test.each<[string | number | bigint, string]>([
    ['1.23456', '1.234'],
    ['1.2349999', '1.234'],
    ['2', '2'],
    ['2.5', '2.5'],
    ['.5', '0.5'],
    ['007.1', '7.1'],
    ['10000.000', '10000'],
    ['10000.0009', '10000'],
    ['-1.23456', '-1.234'],
    ['-1.5', '-1.5'],
    [' 3.14159 ', '3.141'],
    ['1.5e3', '1500'],
    ['1.23456e-2', '0.012'],
    ['0.010', '0.01'],
    [1.9999, '1.999'],
    [1e21, '1000000000000000000000'],
    [10n ** 30n, '1000000000000000000000000000000'],
    ['123456789012345678901234567890.123456789012345678', '123456789012345678901234567890.123'],
  ])(
    'SPEC §5: balance %p shows as %p (up to 3 decimals, truncated, no trailing zeros)',
    (value, expected) => {
      expect(formatBalance(value)).toBe(expected);
    },
  );

  test('SPEC §5: the symbol follows the amount', () => {
    expect(formatBalance('0.123456', 'ETH')).toBe('0.123 ETH');
  });

  test.each<[string | number | bigint, string]>([
    ['0', '0'],
    ['0.000', '0'],
    ['-0', '0'],
    ['0.0009', '< 0.001'],
    [1e-7, '< 0.001'],
    ['0.000000000000000001', '< 0.001'],
    ['-0.0001', '> -0.001'],
    ['0.001', '0.001'],
  ])('an amount below the display precision is not shown as zero: %p shows as %p', (value, expected) => {
    expect(formatBalance(value)).toBe(expected);
  });
});

describe('formatTokenAmount', () => {
  test.each<[string | number | bigint, string]>([
    ['12.344', '12.34'],
    ['12.345', '12.35'],
    ['1.005', '1.01'],
    ['0.994', '0.99'],
    ['9.999', '10.00'],
    ['-2.675', '-2.68'],
    ['-0.001', '0.00'],
    ['7', '7.00'],
    [0.1 + 0.2, '0.30'],
    [5n, '5.00'],
    ['99999999999999999999.995', '100000000000000000000.00'],
  ])('SPEC §5: token amount %p shows as %p (2 decimals)', (value, expected) => {
    expect(formatTokenAmount(value)).toBe(expected);
  });
});

describe('formatTransferQuantity', () => {
  test.each<[string | number | bigint, string]>([
    ['0.1234', '0.123'],
    ['0.1235', '0.124'],
    ['1', '1'],
    ['0.25', '0.25'],
    ['0', '0'],
    ['0.0004', '< 0.001'],
    ['0.000021', '< 0.001'],
    ['0.0005', '0.001'],
    ['1000000.9999', '1000001'],
  ])(
    'SPEC §5: transfer quantity %p shows as %p (up to 3 decimals, < 0.001 below that)',
    (value, expected) => {
      expect(formatTransferQuantity(value)).toBe(expected);
    },
  );
});

describe('bad numbers', () => {
  test.each<unknown>([
    '',
    'abc',
    '1.2.3',
    '--1',
    '0x10',
    '1,5',
    '.',
    'e5',
    '1e99999',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    {},
  ])('SPEC §5: %p throws a RangeError instead of showing a wrong number', (value) => {
    expect(() => formatBalance(value as string)).toThrow(RangeError);
    expect(() => formatTokenAmount(value as string)).toThrow(RangeError);
    expect(() => formatTransferQuantity(value as string)).toThrow(RangeError);
  });
});
