// Same rule as src/stores/avatar.ts (SPEC §9); primitives may not import stores, so the few lines are
// repeated here and wui-avatar.spec.tsx pins them to the same output.

const TINTS = [0, 0.15, 0.3, 0.45, 0.6] as const;

/** SPEC §9: `#rrggbb` from the first 6 hex digits of the address (after 0x; non-hex skipped, missing = 0). */
export function avatarBaseColor(address: string): string {
  const hex = address
    .replace(/^0x/i, '')
    .toLowerCase()
    .replace(/[^0-9a-f]/g, '');
  return `#${hex.slice(0, 6).padEnd(6, '0')}`;
}

/** The five gradient colours of an address's avatar, base colour first, each mixed further towards white. */
export function avatarColors(address: string): string[] {
  const base = avatarBaseColor(address);
  const channels = [1, 3, 5].map((start) => parseInt(base.slice(start, start + 2), 16));
  return TINTS.map((tint) => {
    const mixed = channels.map((channel) => Math.round(channel + (255 - channel) * tint));
    return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  });
}

/** The CSS background of the avatar: a radial gradient from the lightest tint to the base colour. */
export function avatarGradient(address: string): string {
  const [c0, c1, c2, c3, c4] = avatarColors(address);
  return `radial-gradient(75% 75% at 65% 20%, ${c4} 0%, ${c3} 25%, ${c2} 45%, ${c1} 70%, ${c0} 100%)`;
}
