import type { CaipNetworkId } from '../chains/caip';
import type { SIWXMessageData } from './types';

/** A sign-in text that does not follow the EIP-4361 grammar. */
export class SiwxParseError extends Error {
  constructor(message: string) {
    super(`Invalid sign-in message: ${message}`);
    this.name = 'SiwxParseError';
  }
}

const HEADER = / wants you to sign in with your (Ethereum|Solana|Bitcoin) account:$/;
const NAMESPACES = { Ethereum: 'eip155', Solana: 'solana', Bitcoin: 'bip122' } as const;
const OPTIONAL_FIELDS = [
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads `Label: value` at `lines[index]`, or throws naming the missing label. */
function field(lines: readonly string[], index: number, label: string): string {
  const line = lines[index];
  const prefix = `${label}: `;
  if (line === undefined || !line.startsWith(prefix))
    throw new SiwxParseError(`expected "${label}" on line ${index + 1}`);
  const value = line.slice(prefix.length);
  if (value === '') throw new SiwxParseError(`"${label}" is empty`);
  return value;
}

function checkTime(label: string, value: string): string {
  if (!ISO_TIME.test(value) || Number.isNaN(Date.parse(value))) {
    throw new SiwxParseError(`"${label}" is not an ISO 8601 date-time`);
  }
  return value;
}

/**
 * Parses an EIP-4361 text back into its data, in the grammar's order (the namespace comes from the
 * header: Ethereum → eip155, Solana → solana, Bitcoin → bip122). Throws SiwxParseError on anything else.
 */
export function parseSiwxMessage(text: string): SIWXMessageData {
  const lines = text.split('\n');
  const header = lines[0] ?? '';
  const match = HEADER.exec(header);
  if (!match) throw new SiwxParseError('the first line is not a sign-in request');
  const domain = header.slice(0, match.index);
  if (domain === '' || /\s/.test(domain)) throw new SiwxParseError('the domain is missing or has spaces');
  const accountAddress = lines[1] ?? '';
  if (accountAddress === '' || /\s/.test(accountAddress)) throw new SiwxParseError('the address is missing');
  if (lines[2] !== '') throw new SiwxParseError('expected an empty line after the address');
  let index = 3;
  let statement: string | undefined;
  if (lines[3] !== '') {
    statement = lines[3];
    if (lines[4] !== '') throw new SiwxParseError('expected an empty line after the statement');
    index = 5;
  } else {
    index = 4;
  }
  const uri = field(lines, index++, 'URI');
  const version = field(lines, index++, 'Version');
  if (version !== '1') throw new SiwxParseError('only version 1 is known');
  const reference = field(lines, index++, 'Chain ID');
  const nonce = field(lines, index++, 'Nonce');
  if (!/^[A-Za-z0-9]{8,}$/.test(nonce))
    throw new SiwxParseError('the nonce must be at least 8 letters or digits');
  const issuedAt = checkTime('Issued At', field(lines, index++, 'Issued At'));
  const namespace = NAMESPACES[match[1] as keyof typeof NAMESPACES];
  if (namespace === 'eip155' && !/^[0-9]+$/.test(reference))
    throw new SiwxParseError('the chain id must be a number');
  const data: SIWXMessageData = {
    domain,
    accountAddress,
    uri,
    version,
    chainId: `${namespace}:${reference}` as CaipNetworkId,
    nonce,
    issuedAt,
    ...(statement === undefined ? {} : { statement }),
  };
  for (const [label, key] of OPTIONAL_FIELDS) {
    if (lines[index]?.startsWith(`${label}: `)) {
      const value = field(lines, index++, label);
      data[key] = key === 'requestId' ? value : checkTime(label, value);
    }
  }
  if (lines[index] === 'Resources:') {
    index += 1;
    const resources: string[] = [];
    while (lines[index]?.startsWith('- ')) resources.push((lines[index++] ?? '').slice(2));
    if (resources.length === 0) throw new SiwxParseError('"Resources:" lists nothing');
    data.resources = resources;
  }
  if (index !== lines.length) throw new SiwxParseError(`unexpected text on line ${index + 1}`);
  return data;
}
