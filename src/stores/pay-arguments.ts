import { PayError, type PayArguments } from './pay-types';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/;
const CAIP_EIP155 = /^eip155:\d+$/;

const invalid = (message: string): PayError =>
  new PayError('invalid-request', `Invalid payment request: ${message}`);

/** The amount as a decimal string, or undefined when it is not a positive number. */
function decimalAmount(amount: unknown): string | undefined {
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount) || amount <= 0) return undefined;
    // Plain notation (no exponent) so the amount can be parsed into base units.
    return amount.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  }
  if (typeof amount !== 'string' || !DECIMAL.test(amount.trim())) return undefined;
  return /[1-9]/.test(amount) ? amount.trim() : undefined;
}

/**
 * Checks a payment request (SPEC §3 pay) and names every wrong field: `recipient` an EVM
 * address, `amount` a positive number or decimal string, `asset` 'native', a symbol or a
 * token address, `network` an eip155 CAIP id when given. Throws a PayError('invalid-request').
 */
export function parsePayArguments(raw: unknown): PayArguments & { amount: string } {
  if (typeof raw !== 'object' || raw === null) {
    throw invalid('expected { recipient, amount, asset, network }');
  }
  const { recipient, amount, asset, network } = raw as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof recipient !== 'string' || !ADDRESS.test(recipient.trim())) {
    problems.push('"recipient" must be an address (0x and 40 hex digits)');
  }
  const decimal = decimalAmount(amount);
  if (decimal === undefined) problems.push('"amount" must be a positive number');
  if (typeof asset !== 'string' || asset.trim() === '') {
    problems.push('"asset" must be "native", a token symbol or a token address');
  }
  if (network !== undefined && (typeof network !== 'string' || !CAIP_EIP155.test(network))) {
    problems.push('"network" must be an eip155 network id such as "eip155:1"');
  }
  if (problems.length > 0) throw invalid(problems.join('; '));
  return {
    recipient: (recipient as string).trim(),
    amount: decimal as string,
    asset: (asset as string).trim(),
    ...(network === undefined ? {} : { network: network as string }),
  };
}
