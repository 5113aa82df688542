import { parseOptions } from '../../../stores/options-schema';
import { walletsCollapsed } from './collapse-wallets';

const options = (features: Record<string, unknown>) => parseOptions({ features });

describe('Connect: wallets behind "Continue with a wallet" (SPEC §3 emailShowWallets, collapseWallets)', () => {
  test('by default (emailShowWallets on, collapseWallets off) the wallets show', () => {
    expect(walletsCollapsed(options({}), true)).toBe(false);
  });

  test('emailShowWallets off or collapseWallets on collapses them when email shows', () => {
    expect(walletsCollapsed(options({ emailShowWallets: false }), true)).toBe(true);
    expect(walletsCollapsed(options({ collapseWallets: true }), true)).toBe(true);
  });

  test('without the email field the wallets always show', () => {
    expect(walletsCollapsed(options({ collapseWallets: true }), false)).toBe(false);
    expect(walletsCollapsed(options({ emailShowWallets: false }), false)).toBe(false);
  });
});
