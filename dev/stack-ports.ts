import { z } from 'zod';

/** The ports the local stack listens on (all on 127.0.0.1). */
export interface StackPorts {
  /** Demo pages and dev-config.json. */
  demo: number;
  /** EVM dev chain 31337. */
  evm: number;
  /** Second EVM dev chain 31338. */
  evm2: number;
  /** Local WalletConnect relay. */
  relay: number;
  /** Esplora-shaped Bitcoin regtest endpoint. */
  bitcoin: number;
  /** EVM chain with id 1 and ENS deployed (the demo's mainnet). */
  ens: number;
  /** The secure site (frame page and API of the email login). */
  secure: number;
  /** The SMTP catcher the secure site mails through. */
  smtp: number;
  /** The local OpenID provider standing in for the six social providers. */
  oidc: number;
  /** Local Solana JSON-RPC (HTTP). */
  solana: number;
  /** Local Solana RPC WebSocket (signatureSubscribe). */
  solanaWs: number;
  /** ERC-4337 bundler (alto) against the EVM dev chain. */
  bundler: number;
}

/** Per service: its default port, the env variable that overrides it, and its name in messages. */
export const PORT_SETTINGS: Readonly<
  Record<keyof StackPorts, { defaultPort: number; envVar: string; service: string }>
> = {
  demo: { defaultPort: 3333, envVar: 'W3M_DEMO_PORT', service: 'demo pages' },
  evm: { defaultPort: 8545, envVar: 'W3M_EVM_PORT', service: 'EVM dev chain' },
  evm2: { defaultPort: 8546, envVar: 'W3M_EVM2_PORT', service: 'second EVM dev chain' },
  relay: { defaultPort: 8555, envVar: 'W3M_RELAY_PORT', service: 'WalletConnect relay' },
  bitcoin: { defaultPort: 3002, envVar: 'W3M_BITCOIN_PORT', service: 'Bitcoin endpoint' },
  ens: { defaultPort: 8547, envVar: 'W3M_ENS_PORT', service: 'ENS chain (chain id 1)' },
  secure: { defaultPort: 8787, envVar: 'W3M_SECURE_PORT', service: 'secure site' },
  smtp: { defaultPort: 2525, envVar: 'W3M_SMTP_PORT', service: 'SMTP catcher' },
  oidc: { defaultPort: 8790, envVar: 'W3M_OIDC_PORT', service: 'OpenID provider' },
  solana: { defaultPort: 8899, envVar: 'W3M_SOLANA_PORT', service: 'Solana dev chain' },
  solanaWs: { defaultPort: 8900, envVar: 'W3M_SOLANA_WS_PORT', service: 'Solana dev chain WebSocket' },
  bundler: { defaultPort: 4337, envVar: 'W3M_BUNDLER_PORT', service: 'ERC-4337 bundler' },
};

const PortNumber = z.coerce.number().int().min(1).max(65535);

/** Ports from explicit overrides, else the W3M_*_PORT env variables, else the defaults; invalid or clashing values throw. */
export function resolveStackPorts(
  overrides: Partial<StackPorts> = {},
  env: NodeJS.ProcessEnv = process.env,
): StackPorts {
  const pick = (key: keyof StackPorts): number => {
    const { defaultPort, envVar } = PORT_SETTINGS[key];
    const raw = overrides[key] ?? env[envVar] ?? defaultPort;
    const parsed = PortNumber.safeParse(typeof raw === 'string' ? raw.trim() || Number.NaN : raw);
    if (!parsed.success) {
      const source = overrides[key] === undefined ? envVar : `ports.${key}`;
      throw new Error(`${source} must be a port number from 1 to 65535, got ${JSON.stringify(raw)}`);
    }
    return parsed.data;
  };
  const ports: StackPorts = {
    demo: pick('demo'),
    evm: pick('evm'),
    evm2: pick('evm2'),
    relay: pick('relay'),
    bitcoin: pick('bitcoin'),
    ens: pick('ens'),
    secure: pick('secure'),
    smtp: pick('smtp'),
    oidc: pick('oidc'),
    solana: pick('solana'),
    solanaWs: pick('solanaWs'),
    bundler: pick('bundler'),
  };
  const values = Object.values(ports);
  if (new Set(values).size !== values.length)
    throw new Error(`The stack's ports must differ, got ${JSON.stringify(ports)}`);
  return ports;
}
