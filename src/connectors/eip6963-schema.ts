import { custom, object, refine, string } from '../chains/checks';
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
const LOOSE = false;
/** Longest icon kept (characters of its data: URI); a bigger one is dropped and the monogram shows. */
export const MAX_ICON_LENGTH = 100_000;

const matching = (pattern: RegExp, message: string) =>
  refine(string(), (value) => pattern.test(value), message);

const announcementCheck = object(
  {
    info: object(
      {
        uuid: matching(UUID, 'info.uuid must be a UUID'),
        name: refine(string(), (name) => name.trim() !== '', 'info.name must not be empty'),
        icon: matching(DATA_IMAGE, 'info.icon must be a data:image URI'),
        rdns: matching(RDNS, 'info.rdns must be a reverse-DNS name such as com.example'),
      },
      LOOSE,
    ),
    provider: custom<Eip1193Provider>(isEip1193Provider, 'provider must have a request() function'),
  },
  LOOSE,
);

/**
 * Validates an announcement detail; returns it (info fields only, name trimmed, an oversized icon
 * emptied), or the first problem as a sentence.
 */
export function parseAnnouncement(
  detail: unknown,
): { ok: true; value: Eip6963Announcement } | { ok: false; error: string } {
  const problem = announcementCheck(detail, []);
  if (problem) return { ok: false, error: problem.message };
  const { info, provider } = detail as Eip6963Announcement;
  const { uuid, name, icon, rdns } = info;
  const keptIcon = icon.length > MAX_ICON_LENGTH ? '' : icon;
  return { ok: true, value: { info: { uuid, name: name.trim(), icon: keptIcon, rdns }, provider } };
}
