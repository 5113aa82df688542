/** A dev user of the local OpenID provider: one person, shown to each social adapter in its provider's shape. */
export interface DevOidcUser {
  /** The OpenID subject (stable per user). */
  sub: string;
  /** Numeric id, as GitHub, X, Discord and Facebook number their users. */
  numericId: number;
  login: string;
  name: string;
  email: string;
}

/** The dev users the login page offers (the same three for every provider). */
export const DEV_OIDC_USERS: readonly DevOidcUser[] = [
  { sub: 'dev-alice', numericId: 100_001, login: 'alice', name: 'Alice Example', email: 'alice@example.com' },
  { sub: 'dev-bob', numericId: 100_002, login: 'bob', name: 'Bob Example', email: 'bob@example.com' },
  { sub: 'dev-carol', numericId: 100_003, login: 'carol', name: 'Carol Example', email: 'carol@example.com' },
];

/** The dev user with this subject, if any. */
export const devUser = (sub: string): DevOidcUser | undefined =>
  DEV_OIDC_USERS.find((user) => user.sub === sub);

/**
 * What each non-OpenID provider's user endpoint answers for a user, in that provider's documented
 * shape (GitHub GET /user, X GET /2/users/me, Discord GET /users/@me, Facebook GET /me), so the
 * secure site's adapters parse here what they parse in production.
 */
export const USER_ENDPOINT_SHAPES: Readonly<Record<string, (user: DevOidcUser) => unknown>> = {
  github: (user) => ({ id: user.numericId, login: user.login, name: user.name, email: user.email }),
  x: (user) => ({ data: { id: String(user.numericId), name: user.name, username: user.login } }),
  discord: (user) => ({
    id: String(user.numericId),
    username: user.login,
    global_name: user.name,
    email: user.email,
    verified: true,
  }),
  facebook: (user) => ({ id: String(user.numericId), name: user.name, email: user.email }),
};
