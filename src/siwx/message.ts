import type { SIWXMessageData } from './types';

/** The reference part of a CAIP-2 id (`eip155:1` → `1`); a bare reference is returned as is. */
export function chainReference(chainId: string): string {
  const colon = chainId.indexOf(':');
  return colon === -1 ? chainId : chainId.slice(colon + 1);
}

/** The account kind a namespace signs in with (EIP-4361 says Ethereum; CAIP-122 names others). */
function accountKind(chainId: string): string {
  if (chainId.startsWith('solana:')) return 'Solana';
  return chainId.startsWith('bip122:') ? 'Bitcoin' : 'Ethereum';
}

/**
 * The EIP-4361 text of a message: header, address, optional statement, then the fields in the
 * order the EIP's grammar gives (URI, Version, Chain ID, Nonce, Issued At, then the optional ones).
 * Throws on a statement with a line break, which the grammar forbids.
 */
export function formatSiwxMessage(data: SIWXMessageData): string {
  if (data.statement?.includes('\n')) throw new Error('The sign-in statement must not contain a line break');
  const lines = [
    `${data.domain} wants you to sign in with your ${accountKind(data.chainId)} account:`,
    data.accountAddress,
    '',
  ];
  if (data.statement) lines.push(data.statement);
  lines.push(
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainReference(data.chainId)}`,
    `Nonce: ${data.nonce}`,
  );
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`);
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`);
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`);
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`);
  if (data.resources && data.resources.length > 0) {
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`));
  }
  return lines.join('\n');
}

/** A message object: the data plus `toString()` giving the EIP-4361 text. */
export function toSiwxMessage(data: SIWXMessageData): SIWXMessageData & { toString(): string } {
  const text = formatSiwxMessage(data);
  return { ...data, toString: () => text };
}

/** Whether a session may be used at `now`: not after its expirationTime, not before its notBefore. */
export function isSessionCurrent(
  data: Pick<SIWXMessageData, 'expirationTime' | 'notBefore'>,
  now: number,
): boolean {
  if (data.expirationTime !== undefined) {
    const expires = Date.parse(data.expirationTime);
    if (Number.isNaN(expires) || now >= expires) return false;
  }
  if (data.notBefore !== undefined) {
    const starts = Date.parse(data.notBefore);
    if (Number.isNaN(starts) || now < starts) return false;
  }
  return true;
}
