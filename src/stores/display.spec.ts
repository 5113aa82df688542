import { accountDisplayName, balanceDisplay, quantityDisplay, shortenAddress } from './display';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('shortenAddress', () => {
  test('keeps 0x, 4 characters after it and the last 6 (0x1234…abcdef)', () => {
    expect(shortenAddress(ADDRESS)).toBe('0xf39F\u2026b92266');
  });

  test('takes other widths', () => {
    expect(shortenAddress(ADDRESS, { charsStart: 2, charsEnd: 4 })).toBe('0xf3\u20262266');
    expect(shortenAddress(ADDRESS, { charsStart: 0, charsEnd: 0 })).toBe('0x\u2026');
  });

  test('works on addresses without a 0x prefix (solana, bitcoin)', () => {
    expect(shortenAddress('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe('4Nd1\u20264gDB4T');
  });

  test('returns short strings unchanged and trims whitespace', () => {
    expect(shortenAddress('0x12345678901')).toBe('0x12345678901');
    expect(shortenAddress('  abc  ')).toBe('abc');
    expect(shortenAddress('')).toBe('');
  });

  test('treats negative or fractional widths as whole non-negative numbers', () => {
    expect(shortenAddress(ADDRESS, { charsStart: -3, charsEnd: 2.7 })).toBe('0x\u202666');
  });
});

describe('accountDisplayName', () => {
  test('prefers the profile name', () => {
    expect(accountDisplayName(ADDRESS, 'vitalik.eth')).toBe('vitalik.eth');
  });

  test('falls back to the shortened address when the name is missing or blank', () => {
    expect(accountDisplayName(ADDRESS)).toBe('0xf39F\u2026b92266');
    expect(accountDisplayName(ADDRESS, '   ')).toBe('0xf39F\u2026b92266');
  });
});

describe('balanceDisplay', () => {
  test('SPEC §5: up to 3 decimals, truncated, with the symbol', () => {
    expect(balanceDisplay('10000.123999', 'ETH')).toBe('10000.123 ETH');
    expect(balanceDisplay('10000.000', 'ETH')).toBe('10000 ETH');
    expect(balanceDisplay('0', 'ETH')).toBe('0 ETH');
    expect(balanceDisplay('0.00002', 'ETH')).toBe('< 0.001 ETH');
    expect(balanceDisplay('1.5')).toBe('1.5');
  });

  test('a blank symbol is left out', () => {
    expect(balanceDisplay('2', '  ')).toBe('2');
  });

  test('undefined for no balance or one that is not a number', () => {
    expect(balanceDisplay(undefined, 'ETH')).toBeUndefined();
    expect(balanceDisplay('', 'ETH')).toBeUndefined();
    expect(balanceDisplay('lots', 'ETH')).toBeUndefined();
    expect(balanceDisplay('1.2.3', 'ETH')).toBeUndefined();
  });
});

describe('quantityDisplay', () => {
  test('SPEC §5: transfer quantities keep up to 3 decimals (rounded)', () => {
    expect(quantityDisplay('0.12345', 'USDC')).toBe('0.123 USDC');
    expect(quantityDisplay('0.1235')).toBe('0.124');
    expect(quantityDisplay('12.000', 'USDC')).toBe('12 USDC');
    expect(quantityDisplay('0.0000315', 'ETH')).toBe('< 0.001 ETH');
  });

  test('undefined when the quantity is not a number', () => {
    expect(quantityDisplay('NaN', 'ETH')).toBeUndefined();
  });
});
