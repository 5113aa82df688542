import { Component, Prop, State, Watch, h } from '@stencil/core';
import { imageContent } from '../shared/logos/image-content';
import { hasLogo, loadLogo, loadedLogo } from '../shared/logos/logo';

/** Network image sizes: 20, 36 and 56 px. */
export type WuiNetworkImageSize = 'sm' | 'md' | 'lg';

/**
 * A network's (or token's) image: `imageSrc` first, else the bundled logo named by `logo` (loaded
 * on demand), else a monogram of its name. `selected` draws an accent ring; `disabled` greys it out.
 */
@Component({ tag: 'wui-network-image', styleUrl: 'wui-network-image.css', shadow: true })
export class WuiNetworkImage {
  /** The logo key the last load was started for. */
  private syncedKey?: string;
  /** Whether `imageSrc` failed, and the bundled logo's SVG once loaded (null: it could not load).
   * One state member: each costs the first paint a few bytes in the lazy loader's registry. */
  @State() shown: { failed: boolean; logo?: string | null } = { failed: false };

  /** Network name: the image's alternative text and the monogram's source. */
  @Prop() name!: string;
  /** URL of the network's image. */
  @Prop() imageSrc?: string;
  /** Key of a bundled logo: `network:<CAIP network id>` or `token:<symbol>`. */
  @Prop() logo?: string;
  /** Image size. */
  @Prop() size: WuiNetworkImageSize = 'md';
  /** Draws the accent ring of the current network. */
  @Prop() selected = false;
  /** Greys the image out (network not available). */
  @Prop() disabled = false;

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
    return hasLogo(this.logo) ? this.logo : undefined;
  }

  /** Loads the bundled logo only when it will be drawn (no image URL, or it failed). */
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
    return (
      <span
        class={{ frame: true, [`size-${this.size}`]: true, selected: this.selected, disabled: this.disabled }}
      >
        {imageContent({
          name: this.name ?? '',
          imageSrc: this.imageSrc,
          imageFailed: this.shown.failed,
          logoSvg: this.shown.logo ?? undefined,
          logoPending: this.logoKey !== undefined && this.shown.logo !== null,
          onImageError: this.onImageError,
        })}
      </span>
    );
  }
}
