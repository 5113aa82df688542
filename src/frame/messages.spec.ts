import { ACTION_NAMES } from './actions';
import { appMessage, errorMessage, parseAppMessage, parseFrameMessage, successMessage } from './messages';
import { frameUrl } from './url';

const USER = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 31337,
  email: 'ada@example.com',
};

describe('frame message schemas (SPEC §3, §5, §7)', () => {
  it('has every SPEC §7 action', () => {
    expect(ACTION_NAMES.sort()).toEqual(
      [
        'SWITCH_NETWORK',
        'CONNECT_EMAIL',
        'CONNECT_DEVICE',
        'CONNECT_OTP',
        'CONNECT_SOCIAL',
        'GET_SOCIAL_REDIRECT_URI',
        'GET_USER',
        'SIGN_OUT',
        'IS_CONNECTED',
        'GET_CHAIN_ID',
        'RPC_REQUEST',
        'UPDATE_EMAIL',
        'UPDATE_EMAIL_PRIMARY_OTP',
        'UPDATE_EMAIL_SECONDARY_OTP',
        'AWAIT_UPDATE_EMAIL',
        'SYNC_THEME',
        'SYNC_DAPP_DATA',
        'SYNC_LOCALE', // issue 22
        'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
        'INIT_SMART_ACCOUNT',
        'SET_PREFERRED_ACCOUNT',
        'CONNECT_FARCASTER',
        'GET_FARCASTER_URI',
        'RELOAD',
      ].sort(),
    );
  });

  it.each([
    appMessage('CONNECT_EMAIL', 'a1', { email: 'ada@example.com' }),
    appMessage('CONNECT_DEVICE', 'a2'),
    appMessage('CONNECT_OTP', 'a3', { otp: '012345' }),
    appMessage('GET_SOCIAL_REDIRECT_URI', 'a4', { provider: 'discord' }),
    appMessage('GET_USER', 'a5', { chainId: 'eip155:1', preferredAccountType: 'eoa' }),
    appMessage('RPC_REQUEST', 'a6', { method: 'eth_signTypedData_v4', params: ['0x1', '{"a":1}'] }),
    appMessage('SYNC_THEME', 'a7', { themeMode: 'light', themeVariables: { '--w3m-accent': '#f00' } }),
    appMessage('SYNC_DAPP_DATA', 'a8', {
      metadata: { name: 'Demo', description: 'd', url: 'http://127.0.0.1:3333', icons: [] },
      sdkVersion: 'html-w3m-elements-0.1.0',
      sdkType: 'appkit',
      projectId: 'demo',
    }),
    appMessage('SWITCH_NETWORK', 'a9', { chainId: 8453 }),
    appMessage('SET_PREFERRED_ACCOUNT', 'b1', { type: 'smartAccount' }),
  ])('accepts the app message $type', (message) => {
    expect(parseAppMessage(message)).toEqual(message);
  });

  it.each([
    ['an invalid email', { id: 'a', type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'not-an-email' } }],
    ['a five-digit code', { id: 'a', type: '@w3m-app/CONNECT_OTP', payload: { otp: '12345' } }],
    [
      'an unknown social provider',
      { id: 'a', type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider: 'myspace' } },
    ],
    ['an unknown theme mode', { id: 'a', type: '@w3m-app/SYNC_THEME', payload: { themeMode: 'sepia' } }],
    [
      'an unknown account type',
      { id: 'a', type: '@w3m-app/SET_PREFERRED_ACCOUNT', payload: { type: 'multisig' } },
    ],
    ['an unknown type', { id: 'a', type: '@w3m-app/MINE_BITCOIN' }],
    ['a frame type', { id: 'a', type: '@w3m-frame/READY' }],
    ['no id', { type: '@w3m-app/GET_USER' }],
    ['an id with spaces', { id: 'a b', type: '@w3m-app/GET_USER' }],
    ['an extra key', { id: 'a', type: '@w3m-app/GET_USER', extra: 1 }],
    ['an extra payload key', { id: 'a', type: '@w3m-app/CONNECT_OTP', payload: { otp: '123456', more: 1 } }],
    [
      'a javascript: social uri',
      { id: 'a', type: '@w3m-app/CONNECT_SOCIAL', payload: { uri: 'javascript:alert(1)' } },
    ],
    ['a bad RPC method', { id: 'a', type: '@w3m-app/RPC_REQUEST', payload: { method: 'eth call' } }],
    ['a string', '@w3m-app/GET_USER'],
    [
      'oversized params',
      {
        id: 'a',
        type: '@w3m-app/RPC_REQUEST',
        payload: { method: 'eth_call', params: ['x'.repeat(140_000)] },
      },
    ],
  ])('refuses an app message with %s', (_why, message) => {
    expect(parseAppMessage(message)).toBeUndefined();
  });

  it('accepts frame answers, READY and SESSION_UPDATE, and refuses leaks and bad payloads', () => {
    const good = [
      successMessage('CONNECT_EMAIL', 'x', { action: 'VERIFY_DEVICE' }),
      successMessage('GET_USER', 'x', { ...USER, accounts: [{ address: USER.address, type: 'eoa' }] }),
      successMessage('UPDATE_EMAIL', 'x', { action: 'VERIFY_PRIMARY_OTP' }),
      successMessage('UPDATE_EMAIL_SECONDARY_OTP', 'x', { newEmail: 'b@example.com' }),
      successMessage('GET_SMART_ACCOUNT_ENABLED_NETWORKS', 'x', { smartAccountEnabledNetworks: [1, 8453] }),
      successMessage('RPC_REQUEST', 'x', { hash: '0x1' }),
      successMessage('SIGN_OUT', 'x'),
      errorMessage('CONNECT_OTP', 'x', 'Invalid code'),
      errorMessage('RPC_REQUEST', 'x', 'User rejected the request', 4001),
      errorMessage('SIGN_OUT', 'x'),
      { type: '@w3m-frame/READY' },
      { type: '@w3m-frame/SESSION_UPDATE', payload: { isConnected: true } },
    ];
    for (const message of good) expect(parseFrameMessage(message)).toEqual(message);
    const bad = [
      successMessage('CONNECT_EMAIL', 'x', { action: 'LOGIN' } as never),
      successMessage('GET_USER', 'x', { ...USER, address: '0x123' }),
      { id: 'x', type: '@w3m-frame/GET_USER_SUCCESS', payload: { ...USER, privateKey: '0x00' } },
      { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'secret' } },
      { id: 'x', type: '@w3m-frame/CONNECT_OTP_ERROR', payload: { message: 'x'.repeat(1001) } },
      { id: 'x', type: '@w3m-frame/NOPE_SUCCESS' },
      { id: 'x', type: '@w3m-app/GET_USER' },
    ];
    for (const message of bad) expect(parseFrameMessage(message)).toBeUndefined();
  });

  it('builds the frame URL with projectId, chainId, version 4 and enableLogger (SPEC §7, §9)', () => {
    const url = new URL(
      frameUrl('http://127.0.0.1:8787/ignored', { projectId: 'p 1', chainId: 31337, enableLogger: false }),
    );
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8787/frame');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p 1',
      chainId: '31337',
      version: '4',
      enableLogger: 'false',
    });
    const withHost = new URL(
      frameUrl('http://127.0.0.1:8787', {
        projectId: 'p',
        chainId: 1,
        enableLogger: false,
        hostOrigin: 'https://app.example.com',
      }),
    );
    expect(withHost.searchParams.get('hostOrigin')).toBe('https://app.example.com');
  });
});
