import { DEFAULT_SOCIALS } from '../../../stores/constants';
import { oauthProviders, splitForConnect } from './social-providers';

describe('social providers on Connect', () => {
  test('SPEC §9: the default order, without Farcaster (its own flow)', () => {
    expect(oauthProviders([...DEFAULT_SOCIALS])).toEqual([
      'google',
      'x',
      'discord',
      'github',
      'apple',
      'facebook',
    ]);
    expect(oauthProviders(false)).toEqual([]);
    expect(oauthProviders(['github', 'farcaster', 'google'])).toEqual(['github', 'google']);
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
