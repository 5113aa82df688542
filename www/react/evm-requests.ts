import type { DevConfig } from '../shared/dev-config';

/** The EIP-1193 surface the demo uses from `kit.getProvider('eip155')`. */
export interface DemoProvider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** Narrows what `getProvider` returned, failing clearly when it is not a provider. */
export function asProvider(value: unknown): DemoProvider {
  if (typeof value !== 'object' || value === null || typeof (value as DemoProvider).request !== 'function') {
    throw new Error('getProvider("eip155") did not return an EIP-1193 provider');
  }
  return value as DemoProvider;
}

const hex = (value: bigint): string => `0x${value.toString(16)}`;
const word = (value: string): string => value.padStart(64, '0');

/** 0.01 ETH in wei. */
export const HUNDREDTH_ETHER = 10n ** 16n;

/** ERC20 `transfer(to, amount)` call data (selector 0xa9059cbb). */
export function transferData(to: string, amount: bigint): string {
  return `0xa9059cbb${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`;
}

/** Formats wei as ETH with up to 4 decimals (the demo's own display, independent of the widget). */
export function formatEther(wei: bigint): string {
  const whole = wei / 10n ** 18n;
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').slice(0, 4).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** The EIP-712 document the demo signs (a small "Mail" on the current chain). */
export function typedMail(chainId: number, from: string, to: string): string {
  return JSON.stringify({
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    domain: { name: 'w3m-elements demo', version: '1', chainId },
    message: {
      from: { name: 'Alice', wallet: from },
      to: { name: 'Bob', wallet: to },
      contents: 'Hello from the demo',
    },
  });
}

/** The message the demo signs with personal_sign. */
export const DEMO_MESSAGE = 'Hello from the w3m-elements demo';

/** Hex-encodes a UTF-8 string (personal_sign takes hex data). */
export function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The test token on a chain, if the stack deployed one. */
export function testToken(config: DevConfig | undefined, chainId: number) {
  return config?.tokens.find((token) => token.chainId === chainId);
}

/** Sends `eth_sendTransaction` for the demo's native transfer. */
export function sendEther(provider: DemoProvider, from: string, to: string): Promise<unknown> {
  return provider.request({
    method: 'eth_sendTransaction',
    params: [{ from, to, value: hex(HUNDREDTH_ETHER) }],
  });
}

/** Sends 1 whole token (10^decimals units) with `transfer`. */
export function sendToken(
  provider: DemoProvider,
  from: string,
  to: string,
  token: { address: string; decimals: number },
): Promise<unknown> {
  const amount = 10n ** BigInt(token.decimals);
  return provider.request({
    method: 'eth_sendTransaction',
    params: [{ from, to: token.address, data: transferData(to, amount) }],
  });
}
