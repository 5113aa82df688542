import { isValidAddress } from './address';

describe('isValidAddress', () => {
  test('SPEC §5: eip155 accepts 40 hex digits with or without 0x', () => {
    expect(isValidAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155')).toBe(true);
    expect(isValidAddress('f39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'eip155')).toBe(true);
  });

  test.each([
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226', '39 digits'],
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb922660', '41 digits'],
    ['0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'non-hex digit'],
    ['0Xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'upper-case prefix'],
    ['', 'empty'],
    ['vitalik.eth', 'a name'],
  ])('SPEC §5: eip155 rejects %p (%s)', (address) => {
    expect(isValidAddress(address, 'eip155')).toBe(false);
  });

  test('SPEC §5: solana accepts base58 of 32 to 44 characters', () => {
    expect(isValidAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'solana')).toBe(true);
    expect(isValidAddress('1'.repeat(32), 'solana')).toBe(true);
  });

  test.each([
    ['1'.repeat(31), '31 chars'],
    ['1'.repeat(45), '45 chars'],
    ['0WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'contains 0'],
    ['OWzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'contains O'],
    ['IWzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'contains I'],
    ['lWzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'contains l'],
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'an EVM address'],
  ])('SPEC §5: solana rejects %p (%s)', (address) => {
    expect(isValidAddress(address, 'solana')).toBe(false);
  });

  test('SPEC §5: other namespaces are never valid', () => {
    expect(isValidAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122')).toBe(false);
    expect(isValidAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'polkadot')).toBe(false);
    expect(isValidAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', undefined)).toBe(false);
  });

  test('SPEC §5: non-string input is invalid', () => {
    expect(isValidAddress(undefined, 'eip155')).toBe(false);
    expect(isValidAddress(123, 'solana')).toBe(false);
  });
});
