// Which origin the frame page serves. The browser's own answer wins: `location.ancestorOrigins`
// (Chromium, Safari). Firefox has none, so the host also names its origin in the frame URL
// (`hostOrigin`); that claim is used only when it is a bare http(s) origin and, when the browser
// sent a referrer, only if the referrer's origin is the same. Either way the server then checks
// the origin against the project's list before the frame answers anything, `frame-ancestors`
// keeps other pages from embedding the frame at all, and every postMessage is pinned to it.

/** What the frame page knows about where it is embedded. */
export interface ParentOriginClues {
  /** True when the page is not in a frame. */
  isTop: boolean;
  /** `location.ancestorOrigins` as a list, or undefined where the browser has none (Firefox). */
  ancestorOrigins: readonly string[] | undefined;
  /** `document.referrer` ('' when none was sent). */
  referrer: string;
  /** The `hostOrigin` query parameter of the frame URL, if any. */
  claimed: string | null;
}

/** The parent origin to check with the server, or why the frame will not serve. */
export type ParentOriginDecision = { origin: string } | { refused: string };

/** The origin of an http(s) URL, or undefined. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Decides the parent origin from the browser's clues and the host's claim (see the file comment). */
export function decideParentOrigin(clues: ParentOriginClues): ParentOriginDecision {
  if (clues.isTop) return { refused: 'This page only works inside an app.' };
  let claimed: string | undefined;
  if (clues.claimed !== null) {
    claimed = originOf(clues.claimed);
    if (claimed === undefined || claimed !== clues.claimed)
      return { refused: 'The app named an origin that is not a plain http(s) origin.' };
  }
  const ancestor = clues.ancestorOrigins?.[0];
  if (ancestor !== undefined) {
    const origin = originOf(ancestor);
    if (origin === undefined) return { refused: 'This page only works inside an app.' };
    if (claimed !== undefined && claimed !== origin)
      return { refused: "The app's origin does not match the page that embeds this frame." };
    return { origin };
  }
  const fromReferrer = clues.referrer ? originOf(clues.referrer) : undefined;
  if (claimed !== undefined) {
    if (fromReferrer !== undefined && fromReferrer !== claimed)
      return { refused: "The app's origin does not match the page that embeds this frame." };
    return { origin: claimed };
  }
  if (fromReferrer !== undefined) return { origin: fromReferrer };
  return { refused: 'This page only works inside an app.' };
}
