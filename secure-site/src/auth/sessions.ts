import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SiteContext } from '../context';
import { hashSecret, newToken } from '../crypto/hashing';
import { API_ERRORS, ApiError } from '../errors';

/** What the frame keeps in its own origin's storage after a login. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

/** A verified access token. */
export interface SessionClaims {
  sessionId: string;
  userId: string;
  projectId: string;
}

const ISSUER = 'w3m-secure-site';

async function signAccess(ctx: SiteContext, claims: SessionClaims): Promise<string> {
  const now = Math.floor(ctx.clock().getTime() / 1000);
  return new SignJWT({ pid: claims.projectId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + ctx.limits.accessTokenSeconds)
    .sign(ctx.sessionKey);
}

/** Starts a session for a user who just proved their address: a short access token and a refresh token. */
export async function createSession(
  ctx: SiteContext,
  userId: string,
  projectId: string,
): Promise<SessionTokens> {
  const sessionId = randomUUID();
  const refreshToken = newToken();
  const now = ctx.clock();
  await ctx.db.query(
    `INSERT INTO sessions (id, user_id, project_id, refresh_hash, refresh_expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      sessionId,
      userId,
      projectId,
      hashSecret(ctx.pepper, 'refresh', refreshToken),
      new Date(now.getTime() + ctx.limits.refreshTokenSeconds * 1000).toISOString(),
      now.toISOString(),
    ],
  );
  const accessToken = await signAccess(ctx, { sessionId, userId, projectId });
  return { accessToken, refreshToken, expiresIn: ctx.limits.accessTokenSeconds };
}

/**
 * Checks an access token's signature and times and that its session was not signed out.
 * A token not yet valid or expired answers 'Session Expired …' (SPEC §8).
 */
export async function verifyAccess(ctx: SiteContext, token: string): Promise<SessionClaims> {
  let claims: SessionClaims;
  try {
    const { payload } = await jwtVerify(token, ctx.sessionKey, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: ctx.clock(),
      requiredClaims: ['sub', 'jti', 'exp', 'nbf', 'iat'],
    });
    if (typeof payload.pid !== 'string') throw new ApiError(401, API_ERRORS.sessionInvalid);
    // jose accepts an iat in the future; a token issued later than now is not yet valid either.
    if ((payload.iat ?? 0) * 1000 > ctx.clock().getTime())
      throw new ApiError(401, API_ERRORS.tokenNotYetValid);
    claims = { sessionId: payload.jti as string, userId: payload.sub as string, projectId: payload.pid };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof errors.JWTExpired) throw new ApiError(401, API_ERRORS.tokenExpired);
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf')
      throw new ApiError(401, API_ERRORS.tokenNotYetValid);
    throw new ApiError(401, API_ERRORS.sessionInvalid);
  }
  const live = await ctx.db.query('SELECT 1 FROM sessions WHERE id = $1 AND revoked_at IS NULL', [
    claims.sessionId,
  ]);
  if (live.length === 0) throw new ApiError(401, API_ERRORS.sessionInvalid);
  return claims;
}

/** Swaps a refresh token for new tokens; the old refresh token stops working (rotation). */
export async function refreshSession(ctx: SiteContext, refreshToken: unknown): Promise<SessionTokens> {
  if (typeof refreshToken !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(refreshToken))
    throw new ApiError(401, API_ERRORS.sessionInvalid);
  const next = newToken();
  const now = ctx.clock().toISOString();
  const [row] = await ctx.db.query<{ id: string; user_id: string; project_id: string }>(
    `UPDATE sessions SET refresh_hash = $2
     WHERE refresh_hash = $1 AND revoked_at IS NULL AND refresh_expires_at > $3
     RETURNING id, user_id, project_id`,
    [hashSecret(ctx.pepper, 'refresh', refreshToken), hashSecret(ctx.pepper, 'refresh', next), now],
  );
  if (!row) throw new ApiError(401, API_ERRORS.sessionInvalid);
  const accessToken = await signAccess(ctx, {
    sessionId: row.id,
    userId: row.user_id,
    projectId: row.project_id,
  });
  return { accessToken, refreshToken: next, expiresIn: ctx.limits.accessTokenSeconds };
}

/** Sign out: the session's access and refresh tokens stop working on every instance. */
export async function revokeSession(ctx: SiteContext, sessionId: string): Promise<void> {
  await ctx.db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    ctx.clock().toISOString(),
  ]);
}
