import { Component, Prop, h } from '@stencil/core';

/** A horizontal rule, optionally with a short text in the middle (e.g. "or"). */
@Component({ tag: 'wui-separator', styleUrl: 'wui-separator.css', shadow: true })
export class WuiSeparator {
  /** Text in the middle of the rule. */
  @Prop() text?: string;

  render() {
    if (!this.text) return <div class="rule" role="separator" />;
    // role=separator would hide its text from assistive technology, so the text stays plain text.
    return (
      <div class="with-text">
        <span class="line" aria-hidden="true" />
        <span class="text">{this.text}</span>
        <span class="line" aria-hidden="true" />
      </div>
    );
  }
}
