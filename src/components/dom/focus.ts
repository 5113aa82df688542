const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Focusable elements inside `root` in tab order, descending into open shadow roots and
 * slotted content, so a focus trap can wrap from the last one to the first.
 */
export function focusableElements(root: ParentNode): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (node: ParentNode): void => {
    for (const child of Array.from(node.children)) {
      if (!(child instanceof HTMLElement)) continue;
      if (child.matches(FOCUSABLE) && !child.hasAttribute('inert')) found.push(child);
      if (child.shadowRoot) visit(child.shadowRoot);
      if (child instanceof HTMLSlotElement) {
        for (const assigned of child.assignedElements({ flatten: true })) {
          if (assigned instanceof HTMLElement && assigned.matches(FOCUSABLE)) found.push(assigned);
          visit(assigned);
        }
      }
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** Whether `node` is `container` or inside it, looking through shadow roots (composed tree). */
export function containsDeep(container: Node, node: Node | null): boolean {
  let current: Node | null = node;
  while (current) {
    if (container === current || container.contains(current)) return true;
    // A shadow root has a host; the document does not.
    current = (current.getRootNode() as Partial<ShadowRoot>).host ?? null;
  }
  return false;
}
