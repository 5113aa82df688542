import { EMAIL_LOGIN_COOLDOWN_MS } from './constants';
import {
  readStored,
  writeStored,
  addRecentWallet,
  checkEmailCooldown,
  clearOnDisconnect,
  emailCooldownSeconds,
  markEmailLoginAttempt,
  readRecentWallets,
  recordEmailLogin,
} from './storage';

describe('storage rules', () => {
  beforeEach(() => localStorage.clear());

  test('SPEC §4: email login success stores the email and used flag and clears the last-login time', () => {
    markEmailLoginAttempt(1_000);
    recordEmailLogin('alice@example.com');
    expect(readStored('email')).toBe('alice@example.com');
    expect(readStored('emailLoginUsed')).toBe(true);
    expect(readStored('lastEmailLoginTime')).toBeUndefined();
  });

  test('SPEC §4: a bad email is not recorded', () => {
    expect(() => recordEmailLogin('alice')).toThrow('Invalid email');
    expect(readStored('emailLoginUsed')).toBe(false);
  });

  test('SPEC §4: disconnect clears email, used flag, last chain and social username, and nothing else', () => {
    recordEmailLogin('alice@example.com');
    writeStored('lastUsedChain', 'eip155');
    writeStored('socialUsername', 'alice');
    writeStored('connectedSocial', 'google');
    clearOnDisconnect();
    expect(readStored('email')).toBeUndefined();
    expect(readStored('emailLoginUsed')).toBe(false);
    expect(readStored('lastUsedChain')).toBeUndefined();
    expect(readStored('socialUsername')).toBeUndefined();
    expect(readStored('connectedSocial')).toBe('google');
  });

  test('SPEC §9: the email cooldown is 30 s', () => {
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000);
  });

  test('SPEC §5: a login within 30 s is refused with the seconds left, rounded up', () => {
    const start = 1_700_000_000_000;
    expect(() => checkEmailCooldown(start)).not.toThrow();
    markEmailLoginAttempt(start);
    expect(() => checkEmailCooldown(start)).toThrow('Please try again after 30 seconds');
    expect(() => checkEmailCooldown(start + 1)).toThrow('Please try again after 30 seconds');
    expect(() => checkEmailCooldown(start + 1_000)).toThrow('Please try again after 29 seconds');
    expect(() => checkEmailCooldown(start + 28_500)).toThrow('Please try again after 2 seconds');
    expect(() => checkEmailCooldown(start + 29_999)).toThrow('Please try again after 1 seconds');
    expect(() => checkEmailCooldown(start + 30_000)).not.toThrow();
    expect(emailCooldownSeconds(start + 45_000)).toBe(0);
  });

  test('SPEC §5: a stored login time in the future counts as just now', () => {
    markEmailLoginAttempt(10_000_000);
    expect(emailCooldownSeconds(9_000_000)).toBe(30);
  });

  test('SPEC §5: a corrupt stored login time does not block login', () => {
    localStorage.setItem('@w3m/last_email_login_time', '"yesterday"');
    expect(() => checkEmailCooldown(5)).not.toThrow();
  });

  test('SPEC §9: at most 2 recent wallets, newest first, deduplicated by id', () => {
    addRecentWallet({ id: 'a', name: 'A' });
    addRecentWallet({ id: 'b', rdns: 'com.b', name: 'B' });
    expect(readRecentWallets().map((w) => w.id)).toEqual(['b', 'a']);
    addRecentWallet({ id: 'c', name: 'C' });
    expect(readRecentWallets().map((w) => w.id)).toEqual(['c', 'b']);
    const after = addRecentWallet({ id: 'b', rdns: 'com.b', name: 'B renamed' });
    expect(after).toEqual([
      { id: 'b', rdns: 'com.b', name: 'B renamed' },
      { id: 'c', name: 'C' },
    ]);
    expect(readRecentWallets()).toEqual(after);
  });

  test('SPEC §3: a recent wallet without an id is refused', () => {
    expect(() => addRecentWallet({ id: '', name: 'Nameless' })).toThrow('recentWallets');
    expect(readRecentWallets()).toEqual([]);
  });
});
