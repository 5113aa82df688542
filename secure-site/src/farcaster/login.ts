import { randomUUID } from 'node:crypto';
import type { SiteContext } from '../context';
import { hashSecret, newToken, sameHash } from '../crypto/hashing';
import { ApiError } from '../errors';
import type { SocialCaller } from '../social/login';
import { openChannel, tokenHash, type ChannelRow } from './channels';

/** Messages the frame shows. */
export const FARCASTER_ERRORS = {
  expired: 'This Farcaster sign-in has expired or was already used: please try again',
  otherFrame: 'This Farcaster sign-in was started in another window: please try again',
} as const;

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * GET_FARCASTER_URI: opens a channel for the host page the frame serves (the user signs in to that
 * origin), bound to this frame; answers the connect URL, the token and the binding the frame keeps.
 */
export async function startFarcasterLogin(ctx: SiteContext, caller: SocialCaller) {
  const host = new URL(caller.hostOrigin);
  const binding = newToken();
  const { channelToken, url } = await openChannel(
    ctx,
    { siweUri: caller.hostOrigin, domain: host.host },
    {
      projectId: caller.projectId,
      hostOrigin: caller.hostOrigin,
      bindingHash: hashSecret(ctx.pepper, 'farcaster-binding', binding),
    },
  );
  return { url, channelToken, binding };
}

/** The user of a fid (made on the first login, the username kept current). */
async function userForFid(ctx: SiteContext, fid: string, username: string): Promise<string> {
  const now = ctx.clock().toISOString();
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx.query<{ user_id: string }>(
      `UPDATE social_identities SET username = $2, updated_at = $3 WHERE provider = 'farcaster' AND subject = $1 RETURNING user_id`,
      [fid, username, now],
    );
    if (existing) return existing.user_id;
    const userId = randomUUID();
    await tx.query('INSERT INTO users (id, email, created_at) VALUES ($1, NULL, $2)', [userId, now]);
    await tx.query(
      `INSERT INTO social_identities (provider, subject, user_id, username, created_at, updated_at) VALUES ('farcaster', $1, $2, $3, $4, $4)`,
      [fid, userId, username, now],
    );
    return userId;
  });
}

/**
 * CONNECT_FARCASTER's poll: undefined while the app has not signed; once it has (the signature was
 * checked on arrival), uses the channel up and answers the fid's user. Only the frame that opened
 * the channel, for the same project and host, may finish it.
 */
export async function finishFarcasterLogin(
  ctx: SiteContext,
  caller: SocialCaller,
  input: { channelToken: unknown; binding: unknown },
): Promise<{ userId: string; fid: number; username: string } | undefined> {
  const { channelToken, binding } = input;
  if (typeof channelToken !== 'string' || !TOKEN.test(channelToken))
    throw new ApiError(400, FARCASTER_ERRORS.expired);
  const now = ctx.clock().toISOString();
  const [row] = await ctx.db.query<ChannelRow>(
    `SELECT * FROM farcaster_channels WHERE token_hash = $1 AND consumed_at IS NULL AND expires_at > $2`,
    [tokenHash(ctx, channelToken), now],
  );
  if (!row) throw new ApiError(400, FARCASTER_ERRORS.expired);
  if (
    !row.binding_hash ||
    !sameHash(
      hashSecret(ctx.pepper, 'farcaster-binding', typeof binding === 'string' ? binding : ''),
      row.binding_hash,
    ) ||
    row.project_id !== caller.projectId ||
    row.host_origin !== caller.hostOrigin
  )
    throw new ApiError(400, FARCASTER_ERRORS.otherFrame);
  if (row.state !== 'completed') return undefined;
  const [used] = await ctx.db.query<{ fid: string | number }>(
    `UPDATE farcaster_channels SET consumed_at = $2 WHERE token_hash = $1 AND consumed_at IS NULL RETURNING fid`,
    [tokenHash(ctx, channelToken), now],
  );
  if (!used) throw new ApiError(400, FARCASTER_ERRORS.expired);
  const fid = Number(used.fid);
  const username = row.username ?? `fid ${fid}`;
  return { userId: await userForFid(ctx, String(fid), username), fid, username };
}
