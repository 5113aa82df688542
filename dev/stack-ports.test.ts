import { resolveStackPorts } from './stack-ports';

const SOLANA_DEFAULTS = { solana: 8899, solanaWs: 8900 };

describe('resolveStackPorts', () => {
  it('defaults to 3333, 8545, 8546, 8555, 8899 and 8900', () => {
    expect(resolveStackPorts({}, {})).toEqual({
      demo: 3333,
      evm: 8545,
      evm2: 8546,
      relay: 8555,
      ...SOLANA_DEFAULTS,
    });
  });

  it('reads W3M_SOLANA_PORT and W3M_SOLANA_WS_PORT', () => {
    expect(resolveStackPorts({}, { W3M_SOLANA_PORT: '9899', W3M_SOLANA_WS_PORT: '9900' })).toMatchObject({
      solana: 9899,
      solanaWs: 9900,
    });
    expect(() => resolveStackPorts({}, { W3M_SOLANA_WS_PORT: 'x' })).toThrow(
      'W3M_SOLANA_WS_PORT must be a port number from 1 to 65535, got "x"',
    );
    expect(() => resolveStackPorts({}, { W3M_SOLANA_WS_PORT: '8899' })).toThrow(
      "The stack's ports must differ",
    );
  });

  it('reads W3M_DEMO_PORT, W3M_EVM_PORT and W3M_EVM2_PORT', () => {
    expect(
      resolveStackPorts({}, { W3M_DEMO_PORT: '4000', W3M_EVM_PORT: '9545', W3M_EVM2_PORT: ' 9546 ' }),
    ).toEqual({ demo: 4000, evm: 9545, evm2: 9546, relay: 8555, ...SOLANA_DEFAULTS });
  });

  it('lets explicit ports win over the environment', () => {
    expect(resolveStackPorts({ evm: 7545 }, { W3M_EVM_PORT: '9545' })).toEqual({
      demo: 3333,
      evm: 7545,
      evm2: 8546,
      relay: 8555,
      ...SOLANA_DEFAULTS,
    });
  });

  it.each(['abc', '', '0', '70000', '85.45'])(
    'refuses W3M_EVM_PORT=%j with a message naming the variable',
    (value) => {
      expect(() => resolveStackPorts({}, { W3M_EVM_PORT: value })).toThrow(
        `W3M_EVM_PORT must be a port number from 1 to 65535, got ${JSON.stringify(value)}`,
      );
    },
  );

  it('refuses an invalid explicit port and clashing ports', () => {
    expect(() => resolveStackPorts({ demo: -1 }, {})).toThrow('ports.demo must be a port number');
    expect(() => resolveStackPorts({ evm2: 8545 }, {})).toThrow("The stack's ports must differ");
  });
});
