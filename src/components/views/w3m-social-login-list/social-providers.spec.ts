import { DEFAULT_SOCIALS } from '../../../stores/constants';
import { socialButtons, splitForConnect } from './social-providers';

describe('social providers on Connect', () => {
  test('SPEC §9: the default order, Farcaster included (its own QR flow)', () => {
    expect(socialButtons([...DEFAULT_SOCIALS])).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
    expect(socialButtons(false)).toEqual([]);
    expect(socialButtons(['github', 'farcaster', 'google'])).toEqual(['github', 'farcaster', 'google']);
  });

  test('the first large, then tiles; more than four put the rest behind ConnectSocials', () => {
    expect(splitForConnect(['google', 'x', 'discord', 'github', 'apple', 'facebook'])).toEqual({
      first: 'google',
      tiles: ['x', 'discord'],
      more: true,
    });
    expect(splitForConnect(['github', 'apple', 'x', 'discord'])).toEqual({
      first: 'github',
      tiles: ['apple', 'x', 'discord'],
      more: false,
    });
    expect(splitForConnect(['apple'])).toEqual({ first: 'apple', tiles: [], more: false });
    expect(splitForConnect([])).toEqual({ first: undefined, tiles: [], more: false });
  });
});
