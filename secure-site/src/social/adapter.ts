/** The six social providers (SPEC §3). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;

/** One social provider's id. */
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

/** Whether a value names one of the six providers. */
export const isSocialProvider = (value: unknown): value is SocialProviderId =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** Who signed in: the provider's stable id for the user and the name shown on the Account view. */
export interface SocialIdentity {
  subject: string;
  username: string;
}

/** A provider's endpoints in OAuth 2.0 / OpenID Connect metadata names. */
export interface ProviderEndpoints {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri?: string;
}

/** What the exchange read: the ID token's claims (OpenID providers) or the user endpoint's JSON. */
export interface IdentitySource {
  idToken?: Record<string, unknown>;
  user?: unknown;
}

/** One provider's endpoints and quirks; everything else in the login is shared. */
export interface SocialAdapter {
  provider: SocialProviderId;
  /** Shown in messages ("Google"). */
  label: string;
  /** Production endpoints. */
  endpoints: ProviderEndpoints;
  /** OpenID Connect: an ID token with our nonce comes back and names the user. */
  openid: boolean;
  /** The user endpoint read with the access token (providers without an ID token). */
  userEndpoint?: string;
  scope: string;
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'client_secret_post' | 'client_secret_basic';
  /** Extra authorization parameters (e.g. Apple's form_post response mode). */
  authorizationParams?: Readonly<Record<string, string>>;
  /** Reads the identity, or throws {@link ProviderAnswerError} for an answer of the wrong shape. */
  identity(source: IdentitySource): SocialIdentity;
}

/** A provider answered something this adapter cannot read. */
export class ProviderAnswerError extends Error {
  constructor(label: string, what: string) {
    super(`${label} answered an unexpected ${what}`);
    this.name = 'ProviderAnswerError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-empty string of at most `max` characters, or undefined. */
export function text(value: unknown, max = 256): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined;
}

/** A provider user id: a non-empty string or a non-negative safe integer, as a string. */
export function userId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return typeof value === 'string' && /^[A-Za-z0-9_.:@|-]{1,255}$/.test(value) ? value : undefined;
}

/** The object at `source.user` (or `source.idToken`), or a clear error naming what was wrong. */
export function record(label: string, value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new ProviderAnswerError(label, what);
  return value;
}

/** Builds an identity, or throws when the subject is missing. */
export function identityOf(
  label: string,
  what: string,
  subject: string | undefined,
  username: string | undefined,
): SocialIdentity {
  if (!subject) throw new ProviderAnswerError(label, `${what} (no user id)`);
  return { subject, username: username ?? subject };
}
