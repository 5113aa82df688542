/** SPEC §9 default ancestors for hosted previews (opt-in per project). */
export const PREVIEW_HOST_PATTERNS = [
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
];

/** SPEC §9 default ancestors in development: localhost and 127.0.0.1 on any port. */
export const DEV_ORIGIN_PATTERNS = ['http://localhost:*', 'http://127.0.0.1:*'];

const PATTERN =
  /^(https?):\/\/(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:(\d{1,5}|\*))?$/;

/** Throws a clear error unless `pattern` is `scheme://host[:port]`, `scheme://*.host` or `…:*`. */
export function checkOriginPattern(pattern: string): string {
  const lower = pattern.trim().toLowerCase();
  if (!PATTERN.test(lower))
    throw new Error(
      `Not an origin pattern: "${pattern}" (use https://app.example.com, https://*.example.com or http://localhost:*)`,
    );
  return lower;
}

/** True when the origin (scheme://host[:port] exactly, as browsers send it) matches the pattern. */
export function originMatches(origin: string, pattern: string): boolean {
  const parsedPattern = PATTERN.exec(pattern.toLowerCase());
  if (!parsedPattern) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin.toLowerCase() || url.origin === 'null') return false;
  const [, scheme, wildcard, host, , , , , port] = parsedPattern;
  if (url.protocol !== `${scheme}:`) return false;
  const defaultPort = scheme === 'https' ? '443' : '80';
  const originPort = url.port || defaultPort;
  if (port !== '*' && originPort !== (port ?? defaultPort)) return false;
  if (wildcard) return url.hostname.endsWith(`.${host}`) && url.hostname.length > (host as string).length + 1;
  return url.hostname === host;
}

/** The patterns a project allows, with the defaults that apply to it. */
export function effectivePatterns(
  listed: readonly string[],
  options: { dev: boolean; allowPreviewHosts: boolean },
): string[] {
  return [
    ...listed,
    ...(options.dev ? DEV_ORIGIN_PATTERNS : []),
    ...(options.allowPreviewHosts ? PREVIEW_HOST_PATTERNS : []),
  ];
}

/** True when any pattern admits the origin. */
export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => originMatches(origin, pattern));
}

/** The CSP `frame-ancestors` directive for the patterns (CSP takes the same wildcard forms). */
export function frameAncestors(patterns: readonly string[]): string {
  return patterns.length === 0 ? "frame-ancestors 'none'" : `frame-ancestors ${patterns.join(' ')}`;
}
