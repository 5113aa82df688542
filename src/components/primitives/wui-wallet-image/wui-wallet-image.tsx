import { Component, Prop, State, Watch, h } from '@stencil/core';
import { monogramColor, monogramInitials } from '../shared/monogram';

/** Wallet image sizes: 32, 48 and 80 px. */
export type WuiWalletImageSize = 'sm' | 'md' | 'lg';

/**
 * A wallet's image, or (without one, or when it fails to load) a monogram: the name's initials on
 * a colour derived from the name. Nothing is fetched besides `imageSrc`.
 */
@Component({ tag: 'wui-wallet-image', styleUrl: 'wui-wallet-image.css', shadow: true })
export class WuiWalletImage {
  @State() imageFailed = false;

  /** Wallet name: the image's alternative text and the monogram's source. */
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
  }

  private readonly onImageError = (): void => {
    this.imageFailed = true;
  };

  render() {
    const name = this.name ?? '';
    return (
      <span class={`frame size-${this.size}`}>
        {this.imageSrc && !this.imageFailed ? (
          <img class="image" src={this.imageSrc} alt={name} onError={this.onImageError} />
        ) : (
          <span
            class="image monogram"
            role="img"
            aria-label={name}
            style={{ backgroundColor: monogramColor(name) }}
          >
            <span aria-hidden="true">{monogramInitials(name)}</span>
          </span>
        )}
        {this.installed && (
          <span class="badge" aria-hidden="true">
            <wui-icon name="check" size="sm" />
          </span>
        )}
      </span>
    );
  }
}
