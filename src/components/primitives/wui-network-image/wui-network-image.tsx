import { Component, Prop, State, Watch, h } from '@stencil/core';
import { LogoImage, type LogoShown } from '../shared/logos/logo-image';

/** Network image sizes: 20, 36 and 56 px. */
export type WuiNetworkImageSize = 'sm' | 'md' | 'lg';

/**
 * A network's (or token's) image: `imageSrc` first, else the bundled logo named by `logo` (loaded
 * on demand), else a monogram of its name. `disabled` greys it out.
 */
@Component({
  tag: 'wui-network-image',
  styleUrls: ['../shared/logos/logo-image.css', 'wui-network-image.css'],
  shadow: true,
})
export class WuiNetworkImage {
  private readonly image = new LogoImage(this, () => this.logo);
  /** Whether `imageSrc` failed, and the bundled logo once known. One state member: each costs the
   * first paint a few bytes in the lazy loader's registry. */
  @State() shown: LogoShown = { failed: false };

  /** Network name: the image's alternative text and the monogram's source. */
  @Prop() name!: string;
  /** URL of the network's image. */
  @Prop() imageSrc?: string;
  /** Key of a bundled logo: `network:<CAIP network id>` or `token:<symbol>`. */
  @Prop() logo?: string;
  /** Image size. */
  @Prop() size: WuiNetworkImageSize = 'md';
  /** Greys the image out (network not available). */
  @Prop() disabled = false;

  @Watch('imageSrc')
  onImageSrcChange(): void {
    this.image.imageSrcChanged();
  }

  // Before each render rather than a @Watch on `logo`: a watcher costs the first paint bytes.
  componentWillRender(): void {
    this.image.beforeRender();
  }

  render() {
    return (
      <span class={{ frame: true, [`size-${this.size}`]: true, disabled: this.disabled }}>
        {this.image.content()}
      </span>
    );
  }
}
