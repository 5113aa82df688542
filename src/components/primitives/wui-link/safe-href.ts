const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The href to render, or undefined when it could run script or is not a link at all
 * (e.g. `javascript:`). Relative URLs are kept.
 */
export function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string' || href.trim() === '') return undefined;
  const trimmed = href.trim();
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"), so drop them first.
  const squeezed = Array.from(trimmed)
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed);
  if (!scheme) return trimmed;
  return SAFE_PROTOCOLS.has(`${scheme[1]!.toLowerCase()}:`) ? trimmed : undefined;
}
