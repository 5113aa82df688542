import { avatarColors } from '../../../global/avatar-colors';

export { avatarBaseColor, avatarColors } from '../../../global/avatar-colors';

/** The CSS background of the avatar: a radial gradient from the lightest tint to the base colour. */
export function avatarGradient(address: string): string {
  const [c0, c1, c2, c3, c4] = avatarColors(address);
  return `radial-gradient(75% 75% at 65% 20%, ${c4} 0%, ${c3} 25%, ${c2} 45%, ${c1} 70%, ${c0} 100%)`;
}
