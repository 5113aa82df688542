import {
  $preferredAccountTypes,
  applyNotConnected,
  getAccount,
  getPreferredAccountType,
  initPreferredAccountTypes,
  patchAccount,
  resetAccount,
  restoreStoredStatus,
} from './account';
import { setCaipAddress, setPreferredAccountType } from './account-connection';
import { DEFAULT_ACCOUNT_TYPES } from './options';
import { readStored, writeStored } from './storage';

const EVM = 'eip155:1:0x1111111111111111111111111111111111111111';

beforeEach(() => {
  localStorage.clear();
  resetAccount('eip155');
  resetAccount('solana');
  $preferredAccountTypes.set({ ...DEFAULT_ACCOUNT_TYPES });
});

describe('account state', () => {
  test('SPEC §3: each namespace starts disconnected with no address', () => {
    const account = getAccount('solana');
    expect(account.status).toBe('disconnected');
    expect(account.caipAddress).toBeUndefined();
    expect(account.allAccounts).toEqual([]);
    expect(account.smartAccountDeployed).toBe(false);
  });

  test('SPEC §3: a CAIP address sets the plain address too, per namespace', () => {
    setCaipAddress('eip155', EVM);
    expect(getAccount('eip155').address).toBe('0x1111111111111111111111111111111111111111');
    expect(getAccount('solana').address).toBeUndefined();
  });

  test('SPEC §5: a malformed address or one of another namespace is refused', () => {
    expect(() => setCaipAddress('eip155', 'eip155:0x11')).toThrow('Invalid CAIP address');
    expect(() => setCaipAddress('solana', EVM)).toThrow('does not belong to namespace "solana"');
    expect(getAccount('solana').caipAddress).toBeUndefined();
  });
});

describe('stored status on start', () => {
  test('SPEC §4: a stored connected status shows connecting', () => {
    writeStored('connectionStatus', 'connected');
    restoreStoredStatus(['eip155', 'solana']);
    expect(getAccount('eip155').status).toBe('connecting');
    expect(getAccount('solana').status).toBe('connecting');
  });

  test('SPEC §4: a stored disconnected status clears the address caches', () => {
    writeStored('balanceCache', { '0xabc': { timestamp: 1, value: [] } });
    writeStored('identityCache', { '0xabc': { timestamp: 1, value: { name: 'a' } } });
    writeStored('connectionStatus', 'disconnected');
    restoreStoredStatus(['eip155']);
    expect(getAccount('eip155').status).toBe('disconnected');
    expect(readStored('balanceCache')).toEqual({});
    expect(readStored('identityCache')).toEqual({});
  });

  test('SPEC §4: a corrupt stored status is ignored and keeps the caches', () => {
    writeStored('balanceCache', { '0xabc': { timestamp: 1, value: [] } });
    localStorage.setItem('@w3m/connection_status', '{"broken":');
    expect(() => restoreStoredStatus(['eip155'])).not.toThrow();
    expect(getAccount('eip155').status).toBe('disconnected');
    expect(readStored('balanceCache')).not.toEqual({});
    localStorage.setItem('@w3m/connection_status', '"flying"');
    restoreStoredStatus(['eip155']);
    expect(getAccount('eip155').status).toBe('disconnected');
  });
});

describe('preferred account types', () => {
  test('SPEC §3: defaults are eip155 smartAccount, solana and polkadot eoa, bip122 payment', () => {
    expect(getPreferredAccountType('eip155')).toBe('smartAccount');
    expect(getPreferredAccountType('solana')).toBe('eoa');
    expect(getPreferredAccountType('polkadot')).toBe('eoa');
    expect(getPreferredAccountType('bip122')).toBe('payment');
  });

  test('SPEC §3: a choice is kept per namespace and stored', () => {
    setPreferredAccountType('eip155', 'eoa');
    expect(getPreferredAccountType('eip155')).toBe('eoa');
    expect(getPreferredAccountType('solana')).toBe('eoa');
    expect(readStored('preferredAccountTypes')).toMatchObject({ eip155: 'eoa' });
    $preferredAccountTypes.set({ ...DEFAULT_ACCOUNT_TYPES });
    initPreferredAccountTypes(DEFAULT_ACCOUNT_TYPES);
    expect(getPreferredAccountType('eip155')).toBe('eoa');
  });

  test('SPEC §3: corrupt stored account types fall back to the defaults', () => {
    localStorage.setItem('@w3m/preferred_account_types', '{"eip155":"wizard"}');
    initPreferredAccountTypes(DEFAULT_ACCOUNT_TYPES);
    expect(getPreferredAccountType('eip155')).toBe('smartAccount');
  });

  test("SPEC §3: a stored type of another namespace (Bitcoin's ordinal on EVM) keeps the host's default", () => {
    localStorage.setItem('@w3m/preferred_account_types', '{"eip155":"ordinal","bip122":"ordinal"}');
    initPreferredAccountTypes({ ...DEFAULT_ACCOUNT_TYPES, eip155: 'eoa' });
    expect(getPreferredAccountType('eip155')).toBe('eoa');
    expect(getPreferredAccountType('bip122')).toBe('payment');
  });
});

describe('not connected', () => {
  test('SPEC §4: a not-connected result clears the auth address and stops loading', () => {
    setCaipAddress('eip155', EVM);
    patchAccount('eip155', { loading: true });
    applyNotConnected('eip155');
    expect(getAccount('eip155').caipAddress).toBeUndefined();
    expect(getAccount('eip155').address).toBeUndefined();
    expect(getAccount('eip155').loading).toBe(false);
  });
});
