import { Component, Prop, State, Watch, h } from '@stencil/core';
import { monogramColor, monogramInitials } from '../shared/monogram';

/** Network image sizes: 20, 36 and 56 px. */
export type WuiNetworkImageSize = 'sm' | 'md' | 'lg';

/**
 * A network's image, or (without one, or when it fails to load) a monogram of its name.
 * `selected` draws an accent ring; `disabled` greys it out.
 */
@Component({ tag: 'wui-network-image', styleUrl: 'wui-network-image.css', shadow: true })
export class WuiNetworkImage {
  @State() imageFailed = false;

  /** Network name: the image's alternative text and the monogram's source. */
  @Prop() name!: string;
  /** URL of the network's image. */
  @Prop() imageSrc?: string;
  /** Image size. */
  @Prop() size: WuiNetworkImageSize = 'md';
  /** Draws the accent ring of the current network. */
  @Prop() selected = false;
  /** Greys the image out (network not available). */
  @Prop() disabled = false;

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
      <span
        class={{ frame: true, [`size-${this.size}`]: true, selected: this.selected, disabled: this.disabled }}
      >
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
      </span>
    );
  }
}
