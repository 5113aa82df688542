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
  /** The logo key the last load was started for. */
  private syncedKey?: string;
  /** Whether `imageSrc` failed, and the bundled logo's SVG once loaded (null: it could not load).
   * One state member: each costs the first paint a few bytes in the lazy loader's registry. */
  @State() shown: { failed: boolean; logo?: string | null } = { failed: false };

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
    this.shown = { failed: false };
    this.syncLogo();
  }

  // Before each render rather than a @Watch: a watcher costs the first paint bytes in the lazy
  // loader's registry. Only a new logo key starts a load.
  componentWillRender(): void {
    if (this.logoKey !== this.syncedKey) this.syncLogo();
  }

  private get logoKey(): string | undefined {
    const key = walletLogoKey(this.name ?? '');
    return hasLogo(key) ? key : undefined;
  }

  /** Loads the bundled logo only when it will be drawn (no image of the wallet's own, or it failed). */
  private syncLogo(): void {
    const key = this.logoKey;
    this.syncedKey = key;
    const logo = loadedLogo(key);
    if (logo !== this.shown.logo) this.shown = { ...this.shown, logo };
    if (!key || logo || (this.imageSrc && !this.shown.failed)) return;
    void loadLogo(key).then((svg) => {
      if (this.logoKey === key) this.shown = { ...this.shown, logo: svg ?? null };
    });
  }

  private readonly onImageError = (): void => {
    this.shown = { ...this.shown, failed: true };
    this.syncLogo();
  };

  render() {
    const name = this.name ?? '';
    return (
      <span class={`frame size-${this.size}`}>
        {imageContent({
          name,
          imageSrc: this.imageSrc,
          imageFailed: this.shown.failed,
          logoSvg: this.shown.logo ?? undefined,
          logoPending: this.logoKey !== undefined && this.shown.logo !== null,
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
