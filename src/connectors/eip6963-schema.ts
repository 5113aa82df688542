import * as z from 'zod/mini';
import { isEip1193Provider, type Eip1193Provider } from '../chains/eip155/eip1193';

/** EIP-6963 provider info: uuid, name, icon (a data: URI) and reverse-DNS id. */
export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

/** One validated `eip6963:announceProvider` detail. */
export interface Eip6963Announcement {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

let schema: ReturnType<typeof buildSchema> | undefined;

function buildSchema() {
  return z.object({
    info: z.object({
      uuid: z.string().check(z.regex(UUID, 'info.uuid must be a UUID')),
      name: z.string().check(z.trim(), z.minLength(1, 'info.name must not be empty')),
      icon: z.string().check(z.regex(DATA_IMAGE, 'info.icon must be a data:image URI')),
      rdns: z.string().check(z.regex(RDNS, 'info.rdns must be a reverse-DNS name such as com.example')),
    }),
    provider: z.custom<Eip1193Provider>(isEip1193Provider, 'provider must have a request() function'),
  });
}

/** Validates an announcement detail; returns it, or the first problem as a sentence. */
export function parseAnnouncement(
  detail: unknown,
): { ok: true; value: Eip6963Announcement } | { ok: false; error: string } {
  schema ??= buildSchema();
  const parsed = schema.safeParse(detail);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid announcement' };
}
