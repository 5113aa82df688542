import { base64 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import { PROGRAM_IDS, toBase58 } from '../../src/chains/solana/keys';
import { parseTransaction, readCompactU16, withSignature } from '../../src/chains/solana/transaction';
import type { RequestDetail } from '../wallet/approver';

const PROGRAM_NAMES: Record<string, string> = {
  [PROGRAM_IDS.system]: 'System',
  [PROGRAM_IDS.token]: 'Token',
  [PROGRAM_IDS.token2022]: 'Token-2022',
  [PROGRAM_IDS.associatedToken]: 'Associated token account',
};
const SYSTEM_TRANSFER = 2;

/** One instruction of a legacy message: its program and data, with the addresses it names. */
interface DecodedInstruction {
  program: string;
  accounts: string[];
  data: Uint8Array;
}

/** The account keys and instructions of a legacy message (versioned ones are summarised as such). */
function decodeInstructions(message: Uint8Array): DecodedInstruction[] | undefined {
  if (((message[0] ?? 0) & 0x80) !== 0) return undefined;
  const keyCount = readCompactU16(message, 3);
  const keys = Array.from({ length: keyCount.value }, (_, index) =>
    toBase58(message.subarray(keyCount.next + index * 32, keyCount.next + (index + 1) * 32)),
  );
  let offset = keyCount.next + keyCount.value * 32 + 32;
  const count = readCompactU16(message, offset);
  offset = count.next;
  const instructions: DecodedInstruction[] = [];
  for (let index = 0; index < count.value; index += 1) {
    const program = keys[message[offset] ?? -1] ?? '?';
    const accounts = readCompactU16(message, offset + 1);
    const named = [...message.subarray(accounts.next, accounts.next + accounts.value)].map(
      (at) => keys[at] ?? '?',
    );
    const data = readCompactU16(message, accounts.next + accounts.value);
    instructions.push({
      program,
      accounts: named,
      data: message.subarray(data.next, data.next + data.value),
    });
    offset = data.next + data.value;
  }
  return instructions;
}

function describe(instruction: DecodedInstruction): string {
  const name = PROGRAM_NAMES[instruction.program] ?? instruction.program;
  const view = new DataView(
    instruction.data.buffer,
    instruction.data.byteOffset,
    instruction.data.byteLength,
  );
  if (
    instruction.program === PROGRAM_IDS.system &&
    instruction.data.length === 12 &&
    view.getUint32(0, true) === SYSTEM_TRANSFER
  ) {
    const lamports = view.getBigUint64(4, true);
    return `Send ${Number(lamports) / 1e9} SOL to ${instruction.accounts[1] ?? '?'}`;
  }
  return `${name} program`;
}

/** The prompt's summary of a transaction: fee payer and what each instruction does. */
export function summarizeTransaction(wire: Uint8Array): RequestDetail[] {
  const { message, signers } = parseTransaction(wire);
  const instructions = decodeInstructions(message);
  const lines = instructions ? instructions.map(describe) : ['A versioned transaction'];
  return [
    { label: 'Fee payer', value: signers[0] ?? '?' },
    ...lines.map((value, index) => ({ label: `Instruction ${index + 1}`, value })),
  ];
}

/** The wire bytes signed by `secret` in `address`'s slot (ed25519 over the message). */
export function signWire(wire: Uint8Array, address: string, secret: Uint8Array): Uint8Array {
  const { message } = parseTransaction(wire);
  return withSignature(wire, address, ed25519.sign(message, secret));
}

/** The stack's Solana RPC for a chain id, read from /dev-config.json; throws for another chain. */
export async function rpcUrlFor(chain: string): Promise<string> {
  const config = (await (await fetch('/dev-config.json', { cache: 'no-store' })).json()) as {
    solana?: { caipNetworkId?: string; rpcUrl?: string };
  };
  if (config.solana?.caipNetworkId !== chain || !config.solana.rpcUrl)
    throw new Error(`Dev Solana Wallet has no RPC endpoint for ${chain}`);
  return config.solana.rpcUrl;
}

/** Broadcasts signed wire bytes (sendTransaction) and resolves with the signature the node gives. */
export async function sendWire(rpcUrl: string, wire: Uint8Array): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [base64.encode(wire), { encoding: 'base64' }],
    }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (typeof body.result !== 'string') throw new Error(body.error?.message ?? 'sendTransaction failed');
  return body.result;
}
