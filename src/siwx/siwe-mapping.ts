import type { CaipNetworkId } from '../chains/caip';
import { chainReference, formatSiwxMessage } from './message';
import type { SIWXConfig, SIWXMessageData, SIWXSession } from './types';

/** What AppKit's legacy SIWE client passes to `createMessage` (the address is CAIP-10). */
export interface SiweCreateMessageArgs extends Omit<SIWXMessageData, 'chainId' | 'accountAddress'> {
  address: string;
  chainId: number;
}

/** The session AppKit's legacy SIWE client reports. */
export interface SiweSession {
  address: string;
  chainId: number;
}

/** The methods of AppKit's `siweConfig` (createSIWEConfig's arguments). */
export interface SiweMethods {
  getNonce(address?: string): Promise<string>;
  createMessage(args: SiweCreateMessageArgs): string;
  verifyMessage(args: { message: string; signature: string; cacao?: unknown }): Promise<boolean>;
  getSession(): Promise<SiweSession | null | undefined>;
  signOut(): Promise<boolean>;
  getMessageParams?(): Promise<
    Partial<Omit<SIWXMessageData, 'chainId' | 'accountAddress'>> & { chains?: number[] }
  >;
  onSignIn?(session?: SiweSession): void;
  onSignOut?(): void;
}

/** AppKit's `siweConfig` flags. */
export interface SiweOptions {
  enabled?: boolean;
  required?: boolean;
  signOutOnDisconnect?: boolean;
}

const REQUIRED_METHODS = ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Finds the methods and flags of a siweConfig (`{ options, methods }` or everything flat); throws naming a missing method. */
function readSiweConfig(config: unknown): { methods: SiweMethods; options: SiweOptions } {
  if (!isRecord(config)) throw new Error('Invalid option "siweConfig": expected object');
  const methods = isRecord(config['methods']) ? config['methods'] : config;
  const options = isRecord(config['options']) ? config['options'] : config;
  for (const name of REQUIRED_METHODS) {
    if (typeof methods[name] !== 'function') {
      throw new Error(`Invalid option "siweConfig": ${name} must be a function`);
    }
  }
  return { methods: methods as unknown as SiweMethods, options: options as SiweOptions };
}

/**
 * Maps AppKit's legacy `siweConfig` onto the SIWXConfig shape: messages through its createMessage
 * (nonce from getNonce), sessions through verifyMessage / getSession / signOut. Sign-in is
 * required unless `options.required` is false.
 */
export function siweConfigToSiwx(config: unknown): SIWXConfig {
  const { methods, options } = readSiweConfig(config);
  const required = options.required ?? options.enabled ?? true;
  const location = (globalThis as { location?: Location }).location;
  return {
    createMessage: async ({ accountAddress, chainId }) => {
      const params = (await methods.getMessageParams?.()) ?? {};
      const data: SIWXMessageData = {
        domain: params.domain ?? location?.host ?? '',
        uri: params.uri ?? location?.href ?? '',
        version: params.version ?? '1',
        nonce: await methods.getNonce(accountAddress),
        issuedAt: params.issuedAt ?? new Date().toISOString(),
        chainId,
        accountAddress,
        ...(params.statement ? { statement: params.statement } : {}),
        ...(params.expirationTime ? { expirationTime: params.expirationTime } : {}),
        ...(params.notBefore ? { notBefore: params.notBefore } : {}),
        ...(params.requestId ? { requestId: params.requestId } : {}),
        ...(params.resources ? { resources: params.resources } : {}),
      };
      const { chainId: _caip, accountAddress: _plain, ...rest } = data;
      const text = methods.createMessage({
        ...rest,
        address: `${chainId}:${accountAddress}`,
        chainId: Number(chainReference(chainId)),
      });
      const message = typeof text === 'string' && text !== '' ? text : formatSiwxMessage(data);
      return { ...data, toString: () => message };
    },
    addSession: async (session) => {
      const valid = await methods.verifyMessage({
        message: session.message,
        signature: session.signature,
        cacao: session.cacao,
      });
      if (!valid) throw new Error('Invalid signature');
      methods.onSignIn?.({
        address: session.data.accountAddress,
        chainId: Number(chainReference(session.data.chainId)),
      });
    },
    revokeSession: async () => {
      await methods.signOut();
      methods.onSignOut?.();
    },
    setSessions: async (sessions) => {
      const [first] = sessions;
      if (!first) {
        await methods.signOut();
        methods.onSignOut?.();
        return;
      }
      const valid = await methods.verifyMessage({
        message: first.message,
        signature: first.signature,
        cacao: first.cacao,
      });
      if (!valid) throw new Error('Invalid signature');
    },
    getSessions: async (chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> => {
      const session = await methods.getSession();
      if (!session || typeof session.address !== 'string') return [];
      const plain = session.address.split(':').pop() ?? '';
      if (plain.toLowerCase() !== address.toLowerCase() || `eip155:${session.chainId}` !== chainId) return [];
      return [
        {
          data: {
            chainId,
            accountAddress: plain,
            domain: location?.host ?? '',
            uri: location?.href ?? '',
            version: '1',
            nonce: '',
          },
          message: '',
          signature: '',
        },
      ];
    },
    getRequired: () => required,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  };
}
