import { FRAME_SDK_VERSION } from './constants';

/** What the frame URL carries (SPEC §7). */
export interface FrameUrlParams {
  projectId: string;
  chainId: string | number;
  enableLogger: boolean;
  /**
   * The host page's origin, for browsers without `location.ancestorOrigins` (Firefox): the frame
   * uses it only if the referrer agrees and the project's list allows it.
   */
  hostOrigin?: string;
}

/** The path of the frame page on the secure site. */
export const FRAME_PATH = '/frame';

/** SPEC §7: the iframe URL with projectId, chainId, version and enableLogger. */
export function frameUrl(secureSiteUrl: string, params: FrameUrlParams): string {
  const url = new URL(FRAME_PATH, secureOrigin(secureSiteUrl));
  url.searchParams.set('projectId', params.projectId);
  url.searchParams.set('chainId', String(params.chainId));
  url.searchParams.set('version', String(FRAME_SDK_VERSION));
  url.searchParams.set('enableLogger', String(params.enableLogger));
  if (params.hostOrigin) url.searchParams.set('hostOrigin', params.hostOrigin);
  return url.toString();
}

/** The secure site's origin; throws a clear error for a URL that is not http(s). */
export function secureOrigin(secureSiteUrl: string): string {
  let url: URL;
  try {
    url = new URL(secureSiteUrl);
  } catch {
    throw new Error(`secureSiteUrl is not a URL: ${secureSiteUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`secureSiteUrl must be http(s): ${secureSiteUrl}`);
  return url.origin;
}
