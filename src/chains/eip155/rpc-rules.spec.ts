import {
  InvalidSendCallsParamsError,
  RPC_NOT_ALLOWED_MESSAGE,
  RPC_NOT_ALLOWED_UI_MESSAGE,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
  classifyMethod,
  classifyRpcResponse,
  validateSendCallsParams,
} from './rpc-rules';

const hex = (digits: number) => `0x${'ab'.repeat(digits).slice(0, digits)}`;

describe('classifyMethod (SPEC §5 accepted methods, §6 not-safe list)', () => {
  it.each([...SAFE_RPC_METHODS])('%s is safe', (method) => {
    expect(classifyMethod(method)).toBe('safe');
  });

  it.each([...UNSAFE_RPC_METHODS])('%s is unsafe', (method) => {
    expect(classifyMethod(method)).toBe('unsafe');
  });

  it('has exactly the SPEC §6 not-safe methods', () => {
    expect([...UNSAFE_RPC_METHODS].sort()).toEqual(
      [
        'eth_sendTransaction',
        'eth_sendUserOperation',
        'eth_signTypedData_v4',
        'personal_sign',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'wallet_sendCalls',
      ].sort(),
    );
  });

  it('keeps the two lists apart', () => {
    expect([...SAFE_RPC_METHODS].filter((m) => UNSAFE_RPC_METHODS.has(m))).toEqual([]);
  });

  it.each([
    'eth_sign',
    'eth_signTypedData_v3',
    'wallet_switchEthereumChain',
    'debug_traceTransaction',
    'ETH_CHAINID',
    ' eth_chainId',
    '',
    'toString',
    '__proto__',
  ])('%p is disallowed', (method) => {
    expect(classifyMethod(method)).toBe('disallowed');
  });

  it.each([undefined, null, 42, {}, ['eth_chainId']])('a non-string method (%p) is disallowed', (method) => {
    expect(classifyMethod(method)).toBe('disallowed');
  });

  it('exports the SPEC §6 error texts', () => {
    expect(RPC_NOT_ALLOWED_MESSAGE).toBe('Requested RPC call is not allowed');
    expect(RPC_NOT_ALLOWED_UI_MESSAGE).toBe('Action not allowed');
  });
});

describe('validateSendCallsParams (SPEC §5)', () => {
  it('returns valid params unchanged, with optional data and extra EIP-5792 fields', () => {
    const params = [
      {
        version: '2.0.0',
        chainId: '0x1',
        from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        atomicRequired: false,
        calls: [
          { to: '0xabc', value: '0x1' },
          { to: '0xdef', data: '0x1234' },
        ],
      },
    ];
    expect(validateSendCallsParams(params)).toBe(params);
  });

  it.each([
    [
      [{ calls: [{ to: '0x1' }, { to: 'abc' }] }],
      'Invalid wallet_sendCalls call 1: to must be a hex string starting with 0x',
    ],
    [
      [{ calls: [{ to: '0x1', data: '1234' }] }],
      'Invalid wallet_sendCalls call 0: data must be a hex string starting with 0x',
    ],
    [[{ calls: [{}] }], 'Invalid wallet_sendCalls call 0:'],
    [[{ calls: [{ to: 7 }] }], 'Invalid wallet_sendCalls call 0:'],
    [[{ calls: [{ to: '0x1' }, { to: '0x2' }, { to: '0X3' }] }], 'call 2: to must be a hex string'],
    [[{}], 'Invalid wallet_sendCalls params[0].calls'],
    [[{ calls: 'nope' }], 'Invalid wallet_sendCalls params[0].calls'],
    [{ calls: [] }, 'Invalid wallet_sendCalls params'],
    [undefined, 'Invalid wallet_sendCalls params'],
  ])('rejects %j', (params, message) => {
    expect(() => validateSendCallsParams(params)).toThrow(InvalidSendCallsParamsError);
    expect(() => validateSendCallsParams(params)).toThrow(message);
  });
});

describe('classifyRpcResponse (SPEC §5)', () => {
  it.each([
    [hex(64), 'transactionHash'],
    [`0x${'AbCdEf0123'.repeat(6)}0123`, 'transactionHash'],
    [hex(63), 'signedMessage'],
    [hex(65), 'signedMessage'],
    [hex(62), 'signedMessage'],
    [hex(130), 'signedMessage'],
    [hex(61), 'object'],
    [`${hex(63)}g`, 'object'],
    [hex(64).slice(2), 'object'],
    ['0x', 'object'],
    ['', 'object'],
    [{ id: '0x1' }, 'object'],
    [null, 'object'],
    [undefined, 'object'],
    [123, 'object'],
  ])('%p is a %s', (value, kind) => {
    expect(classifyRpcResponse(value)).toBe(kind);
  });
});
