import { resolveStackPorts } from './stack-ports';

const SOLANA_DEFAULTS = { solana: 8899, solanaWs: 8900 };
const BITCOIN_DEFAULT = { bitcoin: 3002 };

describe('resolveStackPorts', () => {
  it('defaults to 3333, 8545, 8546, 8555, 8899, 8900, 3002, 8547, 8787, 2525, 8790 and 4337', () => {
    expect(resolveStackPorts({}, {})).toEqual({
      demo: 3333,
      evm: 8545,
      evm2: 8546,
      relay: 8555,
      ...SOLANA_DEFAULTS,
      ...BITCOIN_DEFAULT,
      ens: 8547,
      secure: 8787,
      smtp: 2525,
      oidc: 8790,
      bundler: 4337,
    });
  });

  it('reads W3M_BUNDLER_PORT', () => {
    expect(resolveStackPorts({}, { W3M_BUNDLER_PORT: '4444' }).bundler).toBe(4444);
    expect(() => resolveStackPorts({}, { W3M_BUNDLER_PORT: 'alto' })).toThrow(
      'W3M_BUNDLER_PORT must be a port number from 1 to 65535, got "alto"',
    );
  });

  it('reads W3M_SECURE_PORT and W3M_SMTP_PORT', () => {
    const ports = resolveStackPorts({}, { W3M_SECURE_PORT: '4307', W3M_SMTP_PORT: '4308' });
    expect([ports.secure, ports.smtp]).toEqual([4307, 4308]);
    expect(() => resolveStackPorts({}, { W3M_SMTP_PORT: 'mail' })).toThrow(
      'W3M_SMTP_PORT must be a port number from 1 to 65535, got "mail"',
    );
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
    ).toMatchObject({
      demo: 4000,
      evm: 9545,
      evm2: 9546,
      relay: 8555,
      ...SOLANA_DEFAULTS,
      ...BITCOIN_DEFAULT,
    });
  });

  it('reads W3M_BITCOIN_PORT and refuses a bad one by name', () => {
    expect(resolveStackPorts({}, { W3M_BITCOIN_PORT: '4002' }).bitcoin).toBe(4002);
    expect(resolveStackPorts({ bitcoin: 5002 }, { W3M_BITCOIN_PORT: '4002' }).bitcoin).toBe(5002);
    expect(() => resolveStackPorts({}, { W3M_BITCOIN_PORT: 'btc' })).toThrow(
      'W3M_BITCOIN_PORT must be a port number from 1 to 65535, got "btc"',
    );
    expect(() => resolveStackPorts({ bitcoin: 3333 }, {})).toThrow("The stack's ports must differ");
  });

  it('lets explicit ports win over the environment', () => {
    expect(resolveStackPorts({ evm: 7545 }, { W3M_EVM_PORT: '9545' })).toMatchObject({
      demo: 3333,
      evm: 7545,
      evm2: 8546,
      relay: 8555,
      ...SOLANA_DEFAULTS,
      ...BITCOIN_DEFAULT,
      ens: 8547,
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
