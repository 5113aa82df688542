import { Component, Prop, h } from '@stencil/core';
import { primitives } from '../../../locales/en/primitives';
import { safeHref } from './safe-href';

/**
 * A text link. `external` opens it in a new tab without giving that page a handle on this one,
 * and says so to assistive technology. Script URLs are not rendered as links.
 *
 * @slot - The link text.
 * @part link - The native anchor.
 */
@Component({ tag: 'wui-link', styleUrl: 'wui-link.css', shadow: { delegatesFocus: true } })
export class WuiLink {
  /** Target URL (http, https, mailto or relative). */
  @Prop() href!: string;
  /** Opens in a new tab (target=_blank, rel=noopener noreferrer). */
  @Prop() external = false;

  render() {
    return (
      <a
        class="link"
        part="link"
        href={safeHref(this.href)}
        target={this.external ? '_blank' : undefined}
        rel={this.external ? 'noopener noreferrer' : undefined}
      >
        <slot />
        {this.external && <wui-icon class="icon" name="external" size="sm" />}
        {this.external && <span class="visually-hidden">{` ${primitives.opensInNewTab}`}</span>}
      </a>
    );
  }
}
