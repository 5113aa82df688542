// The avatar colour rule lives beside the theme tokens so that both the stores and the wui-avatar
// primitive (which may import only global/ and locales/) use one copy.

/** Shades of the avatar gradient, from the base colour towards white. */
const TINTS = [0, 0.15, 0.3, 0.45, 0.6] as const;

/**
 * SPEC §9: the avatar's base colour comes from the first 6 hex digits of the address (after an
 * optional 0x; non-hex characters are skipped, missing digits count as 0), as `#rrggbb`.
 */
export function avatarBaseColor(address: string): string {
  const hex = address
    .replace(/^0x/i, '')
    .toLowerCase()
    .replace(/[^0-9a-f]/g, '');
  return `#${hex.slice(0, 6).padEnd(6, '0')}`;
}

/** The five gradient colours of an address's avatar, base colour first, as `#rrggbb`. */
export function avatarColors(address: string): string[] {
  const base = avatarBaseColor(address);
  const channels = [1, 3, 5].map((start) => parseInt(base.slice(start, start + 2), 16));
  return TINTS.map((tint) => {
    const mixed = channels.map((channel) => Math.round(channel + (255 - channel) * tint));
    return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  });
}
