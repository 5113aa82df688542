import { Component, Prop, State, Watch, h } from '@stencil/core';
import { walletLogoKey } from '../shared/logos/logo';
import { IconSvg } from '../wui-icon/icon-svg';
import { LogoImage, type LogoShown } from '../shared/logos/logo-image';

/** Wallet image sizes: 32, 48 and 80 px. */
export type WuiWalletImageSize = 'sm' | 'md' | 'lg';

/**
 * A wallet's image: `imageSrc` (the wallet's own icon or a registry image) first, else the bundled
 * logo of a known wallet (loaded on demand, never from a third party), else a monogram of the name.
 */
@Component({
  tag: 'wui-wallet-image',
  styleUrls: [
    '../wui-icon/icon-svg.css',
    '../shared/logos/logo-image.css',
    '../shared/logos/wallet-frame.css',
    'wui-wallet-image.css',
  ],
  shadow: true,
})
export class WuiWalletImage {
  private readonly image = new LogoImage(this, () => walletLogoKey(this.name ?? ''));
  /** Whether `imageSrc` failed, and the bundled logo once known. One state member: each costs the
   * first paint a few bytes in the lazy loader's registry. */
  @State() shown: LogoShown = { failed: false };

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
    this.image.imageSrcChanged();
  }

  // Before each render rather than a @Watch on the name: a watcher costs the first paint bytes.
  componentWillRender(): void {
    this.image.beforeRender();
  }

  render() {
    return (
      <span class={`frame size-${this.size}`}>
        {this.image.content()}
        {this.installed && (
          <span class="badge" aria-hidden="true">
            <IconSvg name="check" size="sm" />
          </span>
        )}
      </span>
    );
  }
}
