import { formatUnits, hexToBytes, isHex, type Hex } from 'viem';
import type { ApprovalRequest, RequestDetail } from './approver';
import { toHexChainId, type KnownChain } from './chains';
import type { TransactionParams } from './schemas';

const MAX_SHOWN_CHARS = 600;
// Control characters other than tab, newline and carriage return mean "this is binary, show hex".
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const clip = (text: string): string =>
  text.length > MAX_SHOWN_CHARS ? `${text.slice(0, MAX_SHOWN_CHARS)}…` : text;

/** A chain as "Anvil (31337)". */
export const chainLabel = (chain: KnownChain): string => `${chain.name} (${chain.chainId})`;

/**
 * The personal_sign payload as a person should read it: hex bytes decoded as UTF-8 text when
 * they are printable text, else the hex itself; a non-hex string is shown as is.
 */
export function readableMessage(data: string): string {
  if (!isHex(data)) return data;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(data));
    return CONTROL_CHARS.test(text) ? data : text;
  } catch {
    return data;
  }
}

/** The prompt for connecting the site (eth_requestAccounts, wallet_requestPermissions). */
export const connectSummary = (method: string, address: string, chain: KnownChain): ApprovalRequest => ({
  method,
  title: 'Connect to this site?',
  details: [
    { label: 'Account', value: address },
    { label: 'Network', value: chainLabel(chain) },
  ],
});

/** The prompt for personal_sign. */
export const personalSignSummary = (address: string, data: string): ApprovalRequest => ({
  method: 'personal_sign',
  title: 'Sign this message?',
  details: [
    { label: 'Account', value: address },
    { label: 'Message', value: clip(readableMessage(data)) },
  ],
});

/** The prompt for eth_signTypedData_v4. */
export function typedDataSummary(
  address: string,
  primaryType: string,
  domain: Record<string, unknown>,
  message: Record<string, unknown>,
): ApprovalRequest {
  const details: RequestDetail[] = [{ label: 'Account', value: address }];
  if (typeof domain.name === 'string') details.push({ label: 'Domain', value: domain.name });
  if (typeof domain.verifyingContract === 'string')
    details.push({ label: 'Contract', value: domain.verifyingContract });
  details.push(
    { label: 'Type', value: primaryType },
    { label: 'Message', value: clip(JSON.stringify(message, null, 1)) },
  );
  return { method: 'eth_signTypedData_v4', title: 'Sign typed data?', details };
}

/** The prompt for eth_sendTransaction. */
export function transactionSummary(tx: TransactionParams, chain: KnownChain): ApprovalRequest {
  const data = (tx.data ?? tx.input ?? '0x') as Hex;
  const byteLength = (data.length - 2) / 2;
  const details: RequestDetail[] = [
    { label: 'From', value: tx.from },
    { label: 'To', value: tx.to ?? 'New contract' },
    {
      label: 'Value',
      value: `${formatUnits(BigInt(tx.value ?? '0x0'), chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`,
    },
    { label: 'Network', value: chainLabel(chain) },
  ];
  if (byteLength > 0)
    details.push({ label: 'Data', value: `${byteLength} bytes, selector ${data.slice(0, 10)}` });
  return { method: 'eth_sendTransaction', title: 'Send this transaction?', details };
}

/** The prompt for wallet_switchEthereumChain. */
export const switchChainSummary = (from: KnownChain, to: KnownChain): ApprovalRequest => ({
  method: 'wallet_switchEthereumChain',
  title: 'Switch network?',
  details: [
    { label: 'From', value: chainLabel(from) },
    { label: 'To', value: chainLabel(to) },
  ],
});

/** The prompt for wallet_addEthereumChain. */
export function addChainSummary(chain: KnownChain): ApprovalRequest {
  const details: RequestDetail[] = [
    { label: 'Network', value: chain.name },
    { label: 'Chain ID', value: `${chain.chainId} (${toHexChainId(chain.chainId)})` },
    { label: 'RPC URL', value: chain.rpcUrl },
    { label: 'Currency', value: chain.nativeCurrency.symbol },
  ];
  if (chain.blockExplorerUrl) details.push({ label: 'Explorer', value: chain.blockExplorerUrl });
  return { method: 'wallet_addEthereumChain', title: 'Add this network?', details };
}
