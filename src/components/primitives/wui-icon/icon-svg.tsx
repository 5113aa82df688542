import { type FunctionalComponent, h } from '@stencil/core';
import { ICON_PATHS, isIconName } from './icon-paths';

/** Icon sizes: 12, 16 and 20 px. */
export type IconSize = 'sm' | 'md' | 'lg';

/** Icons that point along the reading direction: mirrored in right-to-left text. */
const DIRECTIONAL: ReadonlySet<string> = new Set(['arrow-left', 'chevron-right']);

/** What IconSvg draws: an icon of the set, its size, an optional accessible name and extra classes. */
export interface IconSvgProps {
  name: string;
  size?: IconSize;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
  class?: string;
  /** Light-DOM slot the icon goes to when its element passes it to a child's slot. */
  slot?: string;
}

/**
 * One icon of the fixed set as inline SVG in the shadow root of the element that draws it (whose
 * styles include icon-svg.css): no element of its own, so a row, a button or a badge on the open
 * path does not create, upgrade and style one more custom element per icon. wui-icon draws it too.
 */
export const IconSvg: FunctionalComponent<IconSvgProps> = ({
  name,
  size = 'md',
  label,
  class: extra,
  slot,
}) => {
  const labelled = typeof label === 'string' && label.length > 0;
  const classes = [
    'w3m-icon',
    `w3m-icon-${size}`,
    DIRECTIONAL.has(name) ? 'w3m-icon-directional' : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      class={classes}
      slot={slot}
      data-icon={name}
      viewBox="0 0 16 16"
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : 'true'}
      focusable="false"
    >
      {(isIconName(name) ? ICON_PATHS[name] : []).map((d) => (
        <path d={d} />
      ))}
    </svg>
  );
};
