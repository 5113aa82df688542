import { Component, Element, Prop, State, Watch, h } from '@stencil/core';
import { LogoImage, type LogoImageHost, type LogoShown } from '../shared/logos/logo-image';
import { walletLogoKey } from '../shared/logos/logo';
import { IconSvg } from '../wui-icon/icon-svg';
import { TagPill } from '../wui-tag/tag-pill';

/** Colours of the row's tag. */
export type WuiListItemTagVariant = 'success' | 'accent' | 'neutral';

/** What LogoImage reads and writes on a wallet row: the wallet's name, its image and the row's one image state. */
function walletImageOf(row: WuiListItem): LogoImageHost {
  return {
    get name() {
      return row.wallet;
    },
    get imageSrc() {
      return row.imageSrc;
    },
    get shown() {
      return row.shown;
    },
    set shown(shown: LogoShown) {
      row.shown = shown;
    },
  };
}

/**
 * One selectable row (a single native button): image, label, description, tag and a trailing
 * chevron, spinner (loading) or check mark (selected). Its native click bubbles as usual.
 *
 * A wallet row (`wallet`) draws the wallet's image itself, as wui-wallet-image would: one element
 * per row instead of two, which is what lists of many wallets (Connect, AllWallets) cost to build.
 *
 * @slot image - A custom image instead of `imageSrc`.
 * @part button - The native button.
 */
@Component({
  tag: 'wui-list-item',
  styleUrls: [
    '../wui-icon/icon-svg.css',
    '../wui-tag/tag-pill.css',
    '../shared/logos/logo-image.css',
    '../shared/logos/wallet-frame.css',
    'wui-list-item.css',
  ],
  shadow: { delegatesFocus: true },
})
export class WuiListItem {
  @Element() host!: HTMLElement;

  private readonly walletImage = new LogoImage(walletImageOf(this), () => walletLogoKey(this.wallet ?? ''));

  /** Whether `imageSrc` failed, and a wallet row's bundled logo once known. */
  @State() shown: LogoShown = { failed: false };

  /** Main text of the row. */
  @Prop() label!: string;
  /** Second line under the label. */
  @Prop() description?: string;
  /** URL of the image on the left. */
  @Prop() imageSrc?: string;
  /** Wallet name: the row draws that wallet's image (`imageSrc`, else its bundled logo, else a monogram). */
  @Prop() wallet?: string;
  /** Alternative text of the image; decorative when absent (the label names the row). */
  @Prop() imageAlt?: string;
  /** Short tag on the right, e.g. "Installed". */
  @Prop() tag?: string;
  /** Colour of the tag. */
  @Prop() tagVariant: WuiListItemTagVariant = 'neutral';
  /** Shows a chevron at the end of the row. */
  @Prop() chevron = false;
  /** Shows a spinner in place of the chevron and sets aria-busy. */
  @Prop() loading = false;
  /** Disables the row. */
  @Prop() disabled = false;
  /** Marks the row as the current choice (check mark, aria-current). */
  @Prop() selected = false;
  /** data-testid of the native button. */
  @Prop() testId?: string;

  @Watch('imageSrc')
  onImageSrcChange(): void {
    if (this.wallet) this.walletImage.imageSrcChanged();
    else this.shown = { failed: false };
  }

  // Before each render rather than a @Watch on the name, as wui-wallet-image does.
  componentWillRender(): void {
    if (this.wallet) this.walletImage.beforeRender();
  }

  private readonly onImageError = (): void => {
    this.shown = { ...this.shown, failed: true };
  };

  private renderTrailing() {
    if (this.loading) return <wui-spinner class="trailing" size="sm" />;
    if (this.selected) return <IconSvg class="trailing check" name="check" />;
    if (this.chevron) return <IconSvg class="trailing" name="chevron-right" />;
    return null;
  }

  render() {
    const wallet = this.wallet;
    const showImage = !wallet && Boolean(this.imageSrc) && !this.shown.failed;
    const slottedImage = Array.from(this.host.children).some(
      (child) => child.getAttribute('slot') === 'image',
    );
    return (
      <button
        type="button"
        part="button"
        class={{ row: true, selected: this.selected }}
        disabled={this.disabled}
        aria-busy={this.loading ? 'true' : undefined}
        aria-current={this.selected ? 'true' : undefined}
        data-testid={this.testId}
      >
        <span class={{ 'image-box': true, empty: !wallet && !showImage && !slottedImage }}>
          <slot name="image">
            {wallet && <span class="frame size-sm">{this.walletImage.content()}</span>}
            {showImage && (
              <img
                class="image"
                src={this.imageSrc}
                alt={this.imageAlt ?? ''}
                width={32}
                height={32}
                onError={this.onImageError}
              />
            )}
          </slot>
        </span>
        <span class="texts">
          <span class="label">{this.label}</span>
          {this.description && <span class="description">{this.description}</span>}
        </span>
        {this.tag && <TagPill variant={this.tagVariant}>{this.tag}</TagPill>}
        {this.renderTrailing()}
      </button>
    );
  }
}
