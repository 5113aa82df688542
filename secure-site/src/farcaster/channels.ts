import { generateSiweNonce } from 'viem/siwe';
import { z } from 'zod';
import type { SiteContext } from '../context';
import { hashSecret, newToken } from '../crypto/hashing';
import { ApiError } from '../errors';
import { verifySiwf } from './siwf';

/** How long a channel stays open (the user scans and approves in that time). */
export const CHANNEL_LIFETIME_MS = 10 * 60_000;

const UNAUTHORIZED = 'Unauthorized';

const dateTime = z.iso.datetime({ offset: true });

/** POST /v1/channel's body, as the Farcaster auth relay takes it. */
export const CreateChannelBody = z.strictObject({
  siweUri: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
  domain: z
    .string()
    .regex(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/)
    .check(z.maxLength(253)),
  nonce: z.optional(z.string().regex(/^[A-Za-z0-9]{8,96}$/)),
  notBefore: z.optional(dateTime),
  expirationTime: z.optional(dateTime),
  requestId: z.optional(z.string().check(z.maxLength(256))),
  redirectUrl: z.optional(z.string().check(z.maxLength(2048))),
  acceptAuthAddress: z.optional(z.boolean()),
});

/** POST /v1/channel/authenticate's body: what the Farcaster app sends after the user signed. */
export const AuthenticateBody = z.strictObject({
  message: z.string().check(z.minLength(1), z.maxLength(4096)),
  signature: z.string().regex(/^0x[a-fA-F0-9]{130}$/, 'signature must be 65 bytes of hex'),
  authMethod: z.optional(z.enum(['custody', 'authAddress'])),
  fid: z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
  username: z.optional(z.string().regex(/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/, 'not a Farcaster username')),
  bio: z.optional(z.string().check(z.maxLength(512))),
  displayName: z.optional(z.string().check(z.maxLength(64))),
  pfpUrl: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))),
});

/** Who opened a channel through the frame (the login it becomes is theirs only). */
export interface ChannelOwner {
  projectId: string;
  hostOrigin: string;
  bindingHash: string;
}

/** A channel row. */
export interface ChannelRow {
  binding_hash: string | null;
  project_id: string | null;
  host_origin: string | null;
  domain: string;
  siwe_uri: string;
  nonce: string;
  not_before: string | null;
  expiration_time: string | null;
  request_id: string | null;
  state: 'pending' | 'completed';
  message: string | null;
  signature: string | null;
  fid: string | number | null;
  username: string | null;
  display_name: string | null;
  bio: string | null;
  pfp_url: string | null;
  custody: string | null;
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiError(
    400,
    `Validation error: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim(),
  );
}

export const tokenHash = (ctx: SiteContext, token: string): string =>
  hashSecret(ctx.pepper, 'farcaster-channel', token);

function registryOf(ctx: SiteContext) {
  if (!ctx.farcaster) throw new ApiError(400, 'Farcaster sign-in is not configured on this site');
  return ctx.farcaster;
}

/** The link the QR code carries: the connect URL with the channel token and what to sign. */
function channelUrl(base: string, token: string, body: z.infer<typeof CreateChannelBody>, nonce: string) {
  const url = new URL(base);
  url.searchParams.set('channelToken', token);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('siweUri', body.siweUri);
  url.searchParams.set('domain', body.domain);
  if (body.notBefore) url.searchParams.set('notBefore', body.notBefore);
  if (body.expirationTime) url.searchParams.set('expirationTime', body.expirationTime);
  if (body.requestId) url.searchParams.set('requestId', body.requestId);
  return url.href;
}

/** POST /v1/channel: opens a channel; answers its token, the connect URL and the nonce to sign. */
export async function openChannel(ctx: SiteContext, input: unknown, owner?: ChannelOwner) {
  const { connectUrl } = registryOf(ctx);
  const body = parse(CreateChannelBody, input);
  const channelToken = newToken();
  const nonce = body.nonce ?? generateSiweNonce();
  const now = ctx.clock();
  await ctx.db.query(
    `INSERT INTO farcaster_channels (token_hash, binding_hash, project_id, host_origin, domain, siwe_uri, nonce,
       not_before, expiration_time, request_id, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      tokenHash(ctx, channelToken),
      owner?.bindingHash ?? null,
      owner?.projectId ?? null,
      owner?.hostOrigin ?? null,
      body.domain,
      body.siweUri,
      nonce,
      body.notBefore ?? null,
      body.expirationTime ?? null,
      body.requestId ?? null,
      new Date(now.getTime() + CHANNEL_LIFETIME_MS).toISOString(),
      now.toISOString(),
    ],
  );
  const url = channelUrl(connectUrl, channelToken, body, nonce);
  return { channelToken, url, connectUri: url, nonce };
}

/** A live, unused channel (401 otherwise, as the relay answers an unknown token). */
export async function readChannel(ctx: SiteContext, token: string): Promise<ChannelRow> {
  const [row] = await ctx.db.query<ChannelRow>(
    `SELECT * FROM farcaster_channels WHERE token_hash = $1 AND consumed_at IS NULL AND expires_at > $2`,
    [tokenHash(ctx, token), ctx.clock().toISOString()],
  );
  if (!row) throw new ApiError(401, UNAUTHORIZED);
  return row;
}

/** The relay's status answer for a channel: pending, or completed with what the app sent. */
export function statusBody(row: ChannelRow) {
  const base = { state: row.state, nonce: row.nonce };
  if (row.state !== 'completed') return base;
  return {
    ...base,
    message: row.message ?? undefined,
    signature: row.signature ?? undefined,
    authMethod: 'custody' as const,
    fid: Number(row.fid),
    username: row.username ?? undefined,
    displayName: row.display_name ?? undefined,
    bio: row.bio ?? undefined,
    pfpUrl: row.pfp_url ?? undefined,
    custody: row.custody ?? undefined,
    verifications: [] as string[],
  };
}

/**
 * POST /v1/channel/authenticate: the Farcaster app hands in the signed message. The signature is
 * checked here, against the fid's custody address in the ID registry, so a channel only ever
 * completes with a valid sign-in; answers the completed status.
 */
export async function authenticateChannel(ctx: SiteContext, token: string, input: unknown) {
  const registry = registryOf(ctx);
  const row = await readChannel(ctx, token);
  const body = parse(AuthenticateBody, input);
  if (body.authMethod === 'authAddress')
    throw new ApiError(401, 'Unauthorized: only custody signatures are accepted');
  if (row.state !== 'pending') throw new ApiError(409, 'This channel is already authenticated');
  const custody = await verifySiwf(
    registry,
    { domain: row.domain, siweUri: row.siwe_uri, nonce: row.nonce },
    { message: body.message, signature: body.signature as `0x${string}`, fid: body.fid },
    ctx.clock(),
  );
  const [updated] = await ctx.db.query<ChannelRow>(
    `UPDATE farcaster_channels SET state = 'completed', message = $2, signature = $3, fid = $4, username = $5,
       display_name = $6, bio = $7, pfp_url = $8, custody = $9
     WHERE token_hash = $1 AND state = 'pending' AND consumed_at IS NULL RETURNING *`,
    [
      tokenHash(ctx, token),
      body.message,
      body.signature,
      body.fid,
      body.username ?? null,
      body.displayName ?? null,
      body.bio ?? null,
      body.pfpUrl ?? null,
      custody,
    ],
  );
  if (!updated) throw new ApiError(409, 'This channel is already authenticated');
  return statusBody(updated);
}
