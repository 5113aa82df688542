// Apart from focus.ts so the closed modal (first paint) can remember focus without the trap's code.

/** The element that really has focus, looking through open shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  const active = root.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  return active.shadowRoot ? (deepActiveElement(active.shadowRoot) ?? active) : active;
}
