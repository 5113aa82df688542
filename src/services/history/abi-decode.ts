/** The 32-byte words of an ABI-encoded 0x answer; throws on anything else. */
function words(hex: string): string[] {
  if (!/^0x([0-9a-f]{64})+$/i.test(hex)) throw new Error('Malformed ABI answer');
  return hex.slice(2).match(/.{64}/g) ?? [];
}

/** Decodes a uint8 answer (ERC-20 decimals()). */
export function decodeUint8(hex: string): number {
  const value = BigInt(`0x${words(hex)[0] ?? ''}`);
  if (value > 255n) throw new Error('decimals() answer out of range');
  return Number(value);
}

function utf8(hex: string): string {
  const bytes = new Uint8Array((hex.match(/.{2}/g) ?? []).map((pair) => parseInt(pair, 16)));
  return new TextDecoder().decode(bytes);
}

/**
 * Decodes a `string` answer (ERC-20 symbol()/name()); old tokens answering a bytes32 are read too
 * (up to the first zero byte).
 */
export function decodeAbiString(hex: string): string {
  const all = words(hex);
  if (all.length === 1) return utf8((all[0] ?? '').replace(/(00)+$/, ''));
  const offset = Number(BigInt(`0x${all[0] ?? ''}`)) / 32;
  const lengthWord = all[offset];
  if (!Number.isInteger(offset) || lengthWord === undefined) throw new Error('Malformed ABI string');
  const length = Number(BigInt(`0x${lengthWord}`));
  const data = all.slice(offset + 1).join('');
  if (data.length < length * 2) throw new Error('Malformed ABI string');
  return utf8(data.slice(0, length * 2));
}

/** A 32-byte topic holding an address, as a 0x address (lower case). */
export function topicAddress(topic: string): string {
  if (!/^0x0{24}[0-9a-f]{40}$/i.test(topic)) throw new Error(`Not an address topic: ${topic}`);
  return `0x${topic.slice(26).toLowerCase()}`;
}
