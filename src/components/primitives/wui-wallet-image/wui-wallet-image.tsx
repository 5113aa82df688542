import { Component, Prop, State, Watch, h } from '@stencil/core';
import { imageContent } from '../shared/logos/image-content';
import { hasLogo, loadLogo, loadedLogo, walletLogoKey } from '../shared/logos/logo';

/** Wallet image sizes: 32, 48 and 80 px. */
export type WuiWalletImageSize = 'sm' | 'md' | 'lg';

/**
 * A wallet's image: `imageSrc` (the wallet's own icon or a registry image) first, else the bundled
 * logo of a known wallet (loaded on demand, never from a third party), else a monogram of the name.
 */
@Component({ tag: 'wui-wallet-image', styleUrl: 'wui-wallet-image.css', shadow: true })
export class WuiWalletImage {
  @State() imageFailed = false;
  @State() logoSvg?: string;
  @State() logoMissing = false;

  /** Wallet name: the image's alternative text, the bundled logo's key and the monogram's source. */
  @Prop() name!: string;
  /** URL of the wallet's image. */
  @Prop() imageSrc?: string;
  /** Image size. */
  @Prop() size: WuiWalletImageSize = 'md';
  /** Shows the "installed" badge. */
  @Prop() installed = false;

  @Watch('imageSrc')
  onImageSrcChange(): void {
    this.imageFailed = false;
    this.syncLogo();
  }

  @Watch('name')
  onNameChange(): void {
    this.syncLogo();
  }

  componentWillLoad(): void {
    this.syncLogo();
  }

  private get logoKey(): string | undefined {
    const key = walletLogoKey(this.name ?? '');
    return hasLogo(key) ? key : undefined;
  }

  /** Loads the bundled logo only when it will be drawn (no image of the wallet's own, or it failed). */
  private syncLogo(): void {
    const key = this.logoKey;
    this.logoSvg = loadedLogo(key);
    if (!key || this.logoSvg || (this.imageSrc && !this.imageFailed)) return;
    void loadLogo(key).then((svg) => {
      if (this.logoKey !== key) return;
      this.logoSvg = svg;
      this.logoMissing = svg === undefined;
    });
  }

  private readonly onImageError = (): void => {
    this.imageFailed = true;
    this.syncLogo();
  };

  render() {
    const name = this.name ?? '';
    return (
      <span class={`frame size-${this.size}`}>
        {imageContent({
          name,
          imageSrc: this.imageSrc,
          imageFailed: this.imageFailed,
          logoSvg: this.logoSvg,
          logoPending: this.logoKey !== undefined && !this.logoMissing,
          onImageError: this.onImageError,
        })}
        {this.installed && (
          <span class="badge" aria-hidden="true">
            <wui-icon name="check" size="sm" />
          </span>
        )}
      </span>
    );
  }
}
