// In-page layout checks of the gallery, run inside the browser with page.evaluate: they walk every
// shadow root of the modal and report what a user would see as broken.

/** One problem found on screen. */
export interface LayoutProblem {
  kind: 'text-overflow' | 'clipped-text' | 'snackbar-overlap' | 'collapsed-card';
  detail: string;
}

/**
 * Runs in the page (no imports: page.evaluate serialises it). Checks: no text runs past its box
 * sideways or is cut without an ellipsis; no snackbar or alert covers a control; the card, when
 * shown, is not collapsed to a strip.
 */
export function findLayoutProblems(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const all: Element[] = [];
  const walk = (root: Document | ShadowRoot): void => {
    for (const element of root.querySelectorAll('*')) {
      all.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);

  const visible = (element: Element): boolean => {
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  const name = (element: Element): string => {
    const id = element.getAttribute('data-testid');
    const host = (element.getRootNode() as ShadowRoot).host?.tagName.toLowerCase() ?? 'document';
    return `${host} > ${element.tagName.toLowerCase()}${id ? `[${id}]` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
  };
  const card = all.find((element) => element.getAttribute('data-testid') === 'w3m-modal-card');

  // The card: once revealed it is never a strip.
  if (card && visible(card)) {
    const height = card.getBoundingClientRect().height;
    if (height < 120)
      problems.push({ kind: 'collapsed-card', detail: `card is ${Math.round(height)} px high` });
  }

  // Text: every element with its own text, inside the modal or an entry button.
  const parentOf = (element: Element): Element | null =>
    element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
  const clipAncestor = (element: Element): Element | null => {
    for (let current = parentOf(element); current; current = parentOf(current)) {
      const style = getComputedStyle(current);
      if (style.overflowX !== 'visible') return current;
    }
    return null;
  };
  for (const element of all) {
    if (element.closest('w3m-modal') === null && !(element.getRootNode() instanceof ShadowRoot)) continue;
    if (['STYLE', 'SCRIPT', 'svg', 'path', 'SLOT', 'TEMPLATE'].includes(element.tagName)) continue;
    if (!visible(element)) continue;
    const style = getComputedStyle(element);
    if (style.position === 'absolute' && style.clip !== 'auto') continue; // visually hidden
    const isInput = element instanceof HTMLInputElement && element.type !== 'checkbox';
    const ownText = Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (!isInput && ownText === '') continue;
    const hides = style.overflowX !== 'visible';
    if (
      (hides || isInput) &&
      element.scrollWidth > element.clientWidth + 1 &&
      style.textOverflow !== 'ellipsis'
    ) {
      problems.push({
        kind: 'clipped-text',
        detail: `${name(element)}: "${(isInput ? (element as HTMLInputElement).value : ownText).slice(0, 60)}"`,
      });
      continue;
    }
    // A box that clips its own text and shows all of it (or ends it with an ellipsis) is fine.
    if (isInput || hides) continue;
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const container = clipAncestor(element);
    const bounds = container ? container.getBoundingClientRect() : { left: 0, right: window.innerWidth };
    if (text.width > 0 && (text.right > bounds.right + 1 || text.left < bounds.left - 1)) {
      problems.push({
        kind: 'text-overflow',
        detail: `${name(element)}: "${ownText.slice(0, 60)}" runs past its box`,
      });
    }
  }

  // Snackbars and alerts never cover a control.
  const covers = all.filter(
    (element) =>
      ['w3m-snackbar', 'w3m-alert-bar'].includes(element.getAttribute('data-testid') ?? '') &&
      visible(element),
  );
  const controls = all.filter(
    (element) =>
      (element.matches('button, a[href], input, select, textarea, [role="button"], [role="tab"]') ||
        element.getAttribute('tabindex') === '0') &&
      visible(element),
  );
  for (const cover of covers) {
    const a = cover.getBoundingClientRect();
    for (const control of controls) {
      if (cover.contains(control) || cover.shadowRoot?.contains(control)) continue;
      const b = control.getBoundingClientRect();
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX > 0.5 && overlapY > 0.5) {
        problems.push({ kind: 'snackbar-overlap', detail: `${name(cover)} covers ${name(control)}` });
      }
    }
  }
  return problems;
}
