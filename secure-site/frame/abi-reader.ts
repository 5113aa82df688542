// Reads the few ABI shapes the approval screen names, without a full ABI library in the frame
// (viem's decoder would double the frame script). Every read is bounds-checked; anything that
// does not fit throws, and the caller falls back to "N bytes of data".

/** One call: target, native value in wei, call data. */
export interface DecodedCall {
  to: string;
  value: bigint;
  data: string;
}

/** An ERC-20 transfer or approve. */
export interface TokenCall {
  kind: 'transfer' | 'approve';
  /** The receiver (transfer) or spender (approve). */
  who: string;
  units: bigint;
}

const SELECTORS = {
  transfer: 'a9059cbb',
  approve: '095ea7b3',
  execute: 'b61d27f6',
  executeBatch: '47e1da2a',
} as const;

/** ABI words after a 4-byte selector, read from lowercase hex without 0x. */
class Words {
  constructor(private readonly hex: string) {}

  /** The 32-byte word at byte offset `at`. */
  word(at: number): bigint {
    const start = at * 2;
    if (!Number.isSafeInteger(at) || at < 0 || start + 64 > this.hex.length)
      throw new RangeError('short data');
    return BigInt(`0x${this.hex.slice(start, start + 64)}`);
  }

  /** A small number (an offset or a length) at byte offset `at`. */
  size(at: number): number {
    const value = this.word(at);
    if (value > 1_000_000n) throw new RangeError('offset out of range');
    return Number(value);
  }

  address(at: number): string {
    const value = this.word(at);
    if (value >> 160n !== 0n) throw new RangeError('not an address');
    return `0x${value.toString(16).padStart(40, '0')}`;
  }

  /** Dynamic `bytes` whose head sits at byte offset `at`. */
  bytes(at: number): string {
    const length = this.size(at);
    const start = (at + 32) * 2;
    if (start + length * 2 > this.hex.length) throw new RangeError('short bytes');
    return `0x${this.hex.slice(start, start + length * 2)}`;
  }
}

function split(data: string): { selector: string; words: Words } {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data) || data.length < 10) throw new RangeError('no selector');
  return { selector: data.slice(2, 10).toLowerCase(), words: new Words(data.slice(10).toLowerCase()) };
}

/** An ERC-20 transfer(to, amount) or approve(spender, amount); throws for anything else. */
export function readTokenCall(data: string): TokenCall {
  const { selector, words } = split(data);
  const kind =
    selector === SELECTORS.transfer ? 'transfer' : selector === SELECTORS.approve ? 'approve' : undefined;
  if (!kind) throw new RangeError('not an ERC-20 call');
  return { kind, who: words.address(0), units: words.word(32) };
}

/** The calls inside SimpleAccount's execute(dest, value, func) or executeBatch(dest[], value[], func[]). */
export function readAccountCalls(callData: string): DecodedCall[] {
  const { selector, words } = split(callData);
  if (selector === SELECTORS.execute)
    return [{ to: words.address(0), value: words.word(32), data: words.bytes(words.size(64)) }];
  if (selector !== SELECTORS.executeBatch) throw new RangeError('not an account call');
  const [targetsAt, valuesAt, datasAt] = [words.size(0), words.size(32), words.size(64)];
  const count = words.size(targetsAt);
  const values = words.size(valuesAt);
  const datas = words.size(datasAt);
  // v0.7's executeBatch takes an empty value array to mean "no value on any call".
  if ((values !== count && values !== 0) || datas !== count) throw new RangeError('uneven batch');
  return Array.from({ length: count }, (_, index) => ({
    to: words.address(targetsAt + 32 + index * 32),
    value: values === 0 ? 0n : words.word(valuesAt + 32 + index * 32),
    data: words.bytes(datasAt + 32 + words.size(datasAt + 32 + index * 32)),
  }));
}
