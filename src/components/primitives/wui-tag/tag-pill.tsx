import { type FunctionalComponent, h } from '@stencil/core';

/** Tag colours. */
export type TagVariant = 'neutral' | 'accent' | 'success' | 'error' | 'warning';

/** The tag's colour and, for wui-tag, the part name it exposes. */
export interface TagPillProps {
  variant?: TagVariant;
  part?: string;
}

/**
 * A short label such as "Installed" drawn in the shadow root of the element that shows it (whose
 * styles include tag-pill.css), so a list row does not create one more custom element for it.
 * wui-tag draws it too.
 */
export const TagPill: FunctionalComponent<TagPillProps> = ({ variant = 'neutral', part }, children) => (
  <span class={`w3m-tag w3m-tag-${variant}`} part={part}>
    {children}
  </span>
);
