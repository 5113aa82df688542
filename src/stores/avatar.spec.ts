import { avatarBaseColor, avatarColors } from './avatar';

describe('avatar colours', () => {
  test('SPEC §9: the base colour is the first 6 hex digits of the address', () => {
    expect(avatarBaseColor('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('#f39fd6');
    expect(avatarBaseColor('f39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe('#f39fd6');
  });

  test('SPEC §9: addresses differing after the 6th digit share a colour; earlier ones do not', () => {
    expect(avatarColors('0x123456aaaa')).toEqual(avatarColors('0x123456bbbb'));
    expect(avatarColors('0x123457aaaa')).not.toEqual(avatarColors('0x123456aaaa'));
  });

  test('SPEC §9: five shades from the base colour towards white', () => {
    const colors = avatarColors('0x000000');
    expect(colors).toHaveLength(5);
    expect(colors[0]).toBe('#000000');
    expect(colors).toEqual(['#000000', '#262626', '#4d4d4d', '#737373', '#999999']);
    expect(avatarColors('0xffffff').every((color) => color === '#ffffff')).toBe(true);
  });

  test('SPEC §9: short or non-hex addresses still give a valid colour', () => {
    expect(avatarBaseColor('0xab')).toBe('#ab0000');
    expect(avatarBaseColor('')).toBe('#000000');
    expect(avatarBaseColor('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toMatch(/^#[0-9a-f]{6}$/);
    for (const color of avatarColors('zzz')) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });
});
