import { createSiweMessage } from 'viem/siwe';
import { formatSiwxMessage, isSessionCurrent, toSiwxMessage } from './message';
import { parseSiwxMessage } from './parse';
import type { SIWXMessageData } from './types';

const FULL: SIWXMessageData = {
  domain: 'example.com',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  statement: 'I accept the Terms of Service: https://example.com/tos',
  uri: 'https://example.com/login',
  version: '1',
  chainId: 'eip155:1',
  nonce: '32891756abcdEFGH',
  issuedAt: '2021-09-30T16:25:24.000Z',
  expirationTime: '2021-10-01T16:25:24.000Z',
  notBefore: '2021-09-30T16:00:00.000Z',
  requestId: 'request-7',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
};

describe('SPEC §3 sign-in message text (EIP-4361)', () => {
  test('every field, in the grammar order, exactly', () => {
    expect(formatSiwxMessage(FULL)).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'I accept the Terms of Service: https://example.com/tos',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756abcdEFGH',
        'Issued At: 2021-09-30T16:25:24.000Z',
        'Expiration Time: 2021-10-01T16:25:24.000Z',
        'Not Before: 2021-09-30T16:00:00.000Z',
        'Request ID: request-7',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://example.com/my-web2-claim.json',
      ].join('\n'),
    );
  });

  test('the same text as viem’s EIP-4361 builder, with and without the optional fields', () => {
    const viemText = (data: SIWXMessageData) =>
      createSiweMessage({
        domain: data.domain,
        address: data.accountAddress as `0x${string}`,
        uri: data.uri,
        version: '1',
        chainId: Number(data.chainId.split(':')[1]),
        nonce: data.nonce,
        issuedAt: new Date(data.issuedAt!),
        ...(data.statement ? { statement: data.statement } : {}),
        ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
        ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
        ...(data.requestId ? { requestId: data.requestId } : {}),
        ...(data.resources ? { resources: data.resources } : {}),
      });
    expect(formatSiwxMessage(FULL)).toBe(viemText(FULL));
    const minimal: SIWXMessageData = {
      domain: 'localhost:3333',
      accountAddress: FULL.accountAddress,
      uri: 'http://localhost:3333/',
      version: '1',
      chainId: 'eip155:31337',
      nonce: 'abcdefgh12345678',
      issuedAt: '2024-01-02T03:04:05.000Z',
    };
    expect(formatSiwxMessage(minimal)).toBe(viemText(minimal));
    // Without a statement the address is followed by two empty lines (the grammar's `[ statement LF ] LF`).
    expect(formatSiwxMessage(minimal)).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\nURI:');
  });

  test('a statement with a line break is refused', () => {
    expect(() => formatSiwxMessage({ ...FULL, statement: 'two\nlines' })).toThrow(
      'must not contain a line break',
    );
  });

  test('toSiwxMessage keeps the data and gives the text from toString()', () => {
    const message = toSiwxMessage(FULL);
    expect(message.nonce).toBe(FULL.nonce);
    expect(message.toString()).toBe(formatSiwxMessage(FULL));
    expect(`${message}`).toBe(formatSiwxMessage(FULL));
  });

  test('a Bitcoin sign-in names the Bitcoin account (CAIP-122) and parses back to bip122', () => {
    const bitcoin = {
      ...FULL,
      chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const,
      accountAddress: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
    };
    const text = formatSiwxMessage(bitcoin);
    expect(text.split('\n')[0]).toBe(`${FULL.domain} wants you to sign in with your Bitcoin account:`);
    expect(text).toContain('Chain ID: 0f9188f13cb7b2c71f2a335e3a4fc328');
    expect(parseSiwxMessage(text)).toEqual(bitcoin);
  });

  test('parsing gives the data back; malformed texts are refused', () => {
    expect(parseSiwxMessage(formatSiwxMessage(FULL))).toEqual(FULL);
    const {
      statement: _dropped,
      expirationTime: _e,
      notBefore: _n,
      requestId: _r,
      resources: _s,
      ...plain
    } = FULL;
    expect(parseSiwxMessage(formatSiwxMessage(plain))).toEqual(plain);
    expect(() => parseSiwxMessage('hello')).toThrow('Invalid sign-in message');
    expect(() => parseSiwxMessage(formatSiwxMessage(FULL).replace('Version: 1', 'Version: 2'))).toThrow(
      'version',
    );
    expect(() =>
      parseSiwxMessage(formatSiwxMessage(FULL).replace('Nonce: 32891756abcdEFGH', 'Nonce: 1')),
    ).toThrow('nonce');
    expect(() => parseSiwxMessage(`${formatSiwxMessage(FULL)}\nextra`)).toThrow('unexpected text');
    expect(() =>
      parseSiwxMessage(
        formatSiwxMessage(FULL).replace('Issued At: 2021-09-30T16:25:24.000Z', 'Issued At: yesterday'),
      ),
    ).toThrow('ISO 8601');
  });
});

describe('SPEC §4 sessions are used only while current', () => {
  const at = Date.parse('2021-09-30T18:00:00.000Z');
  test('not after expirationTime, not before notBefore', () => {
    expect(isSessionCurrent(FULL, at)).toBe(true);
    expect(isSessionCurrent(FULL, Date.parse(FULL.expirationTime!))).toBe(false);
    expect(isSessionCurrent(FULL, Date.parse(FULL.notBefore!) - 1)).toBe(false);
    expect(isSessionCurrent({}, at)).toBe(true);
    expect(isSessionCurrent({ expirationTime: 'not a date' }, at)).toBe(false);
  });
});
