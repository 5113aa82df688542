// Which logo each wallet, network and token image on screen draws, read in the page: the gallery
// asserts that bundled wallets, networks and tokens show their real logo, not the letter tile.

/** What one image element shows. */
export interface ImageOnScreen {
  element: 'wui-wallet-image' | 'wui-network-image';
  name: string;
  shows: 'logo' | 'image' | 'monogram' | 'placeholder' | 'nothing';
}

/** Runs in the page (no imports: page.evaluate serialises it): every visible image element, through every shadow root. */
export function imagesOnScreen(): ImageOnScreen[] {
  const found: ImageOnScreen[] = [];
  const walk = (root: Document | ShadowRoot): void => {
    for (const element of root.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      if ((tag === 'wui-wallet-image' || tag === 'wui-network-image') && element.shadowRoot) {
        const rect = element.getBoundingClientRect();
        if (rect.width < 1 || rect.height < 1) continue;
        const shadow = element.shadowRoot;
        const shows = shadow.querySelector('.logo svg')
          ? 'logo'
          : shadow.querySelector('img')
            ? 'image'
            : shadow.querySelector('.monogram')
              ? 'monogram'
              : shadow.querySelector('.placeholder')
                ? 'placeholder'
                : 'nothing';
        // `name` is a property (Stencil does not reflect it to an attribute).
        const name = (element as unknown as { name?: string }).name ?? '';
        found.push({ element: tag, name, shows });
      }
      if (element.shadowRoot) walk(element.shadowRoot);
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
