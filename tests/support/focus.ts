import type { Page } from 'puppeteer';

/** The data-testid of the element that really has focus, looking through shadow roots. */
export function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('data-testid') ?? null;
  });
}

/** Whether focus is on the modal's dialog element or anything inside it. */
export function focusIsInsideDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.querySelector('w3m-modal')?.shadowRoot;
    const dialog = root?.querySelector('[role="dialog"]');
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    // Walk out through each shadow root: the dialog holds controls inside nested shadow roots.
    let node: Node | null = active;
    while (node && dialog) {
      if (dialog === node || dialog.contains(node)) return true;
      node = (node.getRootNode() as Partial<ShadowRoot>).host ?? null;
    }
    return false;
  });
}
