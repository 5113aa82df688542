import type { RegistryEntry } from '../../stores/wallet-registry';

/** The device a link is chosen for. */
export type LinkPlatform = 'desktop' | 'ios' | 'android' | 'mobile';

function webLink(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where to send someone who picked a wallet that is not installed: the store for their device
 * (extension store on desktop), else the wallet's web app or homepage. Only http(s) links count,
 * so a host's odd value never becomes a `javascript:` navigation. Undefined when there is none.
 */
export function getWalletLink(entry: RegistryEntry, platform: LinkPlatform): string | undefined {
  const byPlatform: Record<LinkPlatform, Array<string | null | undefined>> = {
    desktop: [entry.chromeStore, entry.webappLink, entry.homepage],
    ios: [entry.appStore, entry.homepage, entry.webappLink],
    android: [entry.playStore, entry.homepage, entry.webappLink],
    mobile: [entry.homepage, entry.webappLink],
  };
  for (const candidate of byPlatform[platform]) {
    const link = webLink(candidate);
    if (link) return link;
  }
  return undefined;
}

/** The platform of a user agent string. */
export function platformOf(userAgent: string, isMobile: boolean): LinkPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return isMobile ? 'mobile' : 'desktop';
}
