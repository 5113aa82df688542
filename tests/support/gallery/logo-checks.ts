// Which logo each wallet, network and token image on screen draws, read in the page: the gallery
// asserts that bundled wallets, networks and tokens show their real logo, not the letter tile.

/** What one image element shows (a wallet row of wui-list-item draws its wallet's image itself). */
export interface ImageOnScreen {
  element: 'wui-wallet-image' | 'wui-network-image' | 'wui-list-item';
  name: string;
  shows: 'logo' | 'image' | 'monogram' | 'placeholder' | 'nothing';
}

/** Runs in the page (no imports: page.evaluate serialises it): every visible image element, through every shadow root. */
export function imagesOnScreen(): ImageOnScreen[] {
  const found: ImageOnScreen[] = [];
  /** The image `element` draws in its shadow root: the whole element, or a wallet row's frame. */
  const imageOf = (element: Element, shadow: ShadowRoot): ImageOnScreen | undefined => {
    const tag = element.tagName.toLowerCase();
    // `name` and `wallet` are properties (Stencil does not reflect them to attributes).
    const { name, wallet } = element as unknown as { name?: string; wallet?: string };
    const frame =
      tag === 'wui-wallet-image' || tag === 'wui-network-image'
        ? element
        : tag === 'wui-list-item' && wallet
          ? shadow.querySelector('.frame')
          : null;
    const rect = frame?.getBoundingClientRect();
    if (!frame || !rect || rect.width < 1 || rect.height < 1) return undefined;
    const inside = frame === element ? shadow : frame;
    const shows = inside.querySelector('.logo svg')
      ? 'logo'
      : inside.querySelector('img')
        ? 'image'
        : inside.querySelector('.monogram')
          ? 'monogram'
          : inside.querySelector('.placeholder')
            ? 'placeholder'
            : 'nothing';
    return {
      element: tag as ImageOnScreen['element'],
      name: (frame === element ? name : wallet) ?? '',
      shows,
    };
  };
  const walk = (root: Document | ShadowRoot): void => {
    for (const element of root.querySelectorAll('*')) {
      if (!element.shadowRoot) continue;
      const image = imageOf(element, element.shadowRoot);
      if (image) found.push(image);
      walk(element.shadowRoot);
    }
  };
  walk(document);
  return found;
}

/**
 * The names of `expected` that are not on screen with their bundled logo, each with what it shows
 * instead (`Frame: monogram`, `tUSD: missing`); empty when every one draws its logo.
 */
export function logoGaps(images: readonly ImageOnScreen[], expected: readonly string[]): string[] {
  return expected.flatMap((name) => {
    const shown = images.filter((image) => image.name === name);
    if (shown.length === 0) return [`${name}: missing`];
    const wrong = shown.find((image) => image.shows !== 'logo');
    return wrong ? [`${name}: ${wrong.shows}`] : [];
  });
}
