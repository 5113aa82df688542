/** Theme variables as the host passes them (names already checked to be --w3m-*). */
export type ThemeVariableValues = Readonly<Record<string, string | number>>;

// Numbers given for these are pixel lengths (AppKit hosts write `'--w3m-font-size-master': 10`).
const PIXEL_VARIABLES = new Set(['--w3m-font-size-master', '--w3m-border-radius-master']);

/** One value as CSS: pixel variables get `px`, the mix strength loses a trailing `%` (it is unitless). */
function cssValue(name: string, value: string | number): string {
  if (typeof value === 'number') return PIXEL_VARIABLES.has(name) ? `${value}px` : String(value);
  if (name === '--w3m-color-mix-strength') return value.trim().replace(/%$/, '');
  return value.trim();
}

/**
 * The `:host` rule that applies theme variables inside a shadow root (adopted as a constructable
 * stylesheet, so no inline style is written and a strict CSP is not involved).
 */
export function themeVariablesCss(variables: ThemeVariableValues): string {
  const declarations = Object.entries(variables).map(([name, value]) => `${name}:${cssValue(name, value)};`);
  return declarations.length === 0 ? '' : `:host{${declarations.join('')}}`;
}
