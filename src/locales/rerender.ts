import { forceUpdate } from '@stencil/core';

const OWN_TAG = /^(w3m|wui|appkit)-/i;

function visit(root: Document | ShadowRoot): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (OWN_TAG.test(element.tagName)) forceUpdate(element);
    if (element.shadowRoot) visit(element.shadowRoot);
  }
}

/**
 * Re-renders every widget element in the page, shadow roots included, so text read from the
 * catalogue at render time shows the new locale (a Stencil child re-renders only on its own change).
 */
export function rerenderAll(): void {
  if (typeof document !== 'undefined') visit(document);
}
