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
  @State() imageFailed = false;
  @State() logoSvg?: string;
  @State() logoMissing = false;

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
    this.imageFailed = false;
    this.syncLogo();
  }

  @Watch('logo')
  onLogoChange(): void {
    this.syncLogo();
  }

  componentWillLoad(): void {
    this.syncLogo();
  }

  private get logoKey(): string | undefined {
    return hasLogo(this.logo) ? this.logo : undefined;
  }

  /** Loads the bundled logo only when it will be drawn (no image URL, or it failed). */
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
    return (
      <span
        class={{ frame: true, [`size-${this.size}`]: true, selected: this.selected, disabled: this.disabled }}
      >
        {imageContent({
          name: this.name ?? '',
          imageSrc: this.imageSrc,
          imageFailed: this.imageFailed,
          logoSvg: this.logoSvg,
          logoPending: this.logoKey !== undefined && !this.logoMissing,
          onImageError: this.onImageError,
        })}
      </span>
    );
  }
}
