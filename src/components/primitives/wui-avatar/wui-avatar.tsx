import { Component, Prop, State, Watch, h } from '@stencil/core';
import { avatarGradient } from './avatar-gradient';

/** Avatar sizes: 24, 40 and 64 px. */
export type WuiAvatarSize = 'sm' | 'md' | 'lg';

/**
 * An account's avatar: its image (e.g. an ENS avatar) or a gradient from the colour of the first
 * 6 hex digits of the address (SPEC §9). Decorative: the address or name is shown beside it.
 */
@Component({ tag: 'wui-avatar', styleUrl: 'wui-avatar.css', shadow: true })
export class WuiAvatar {
  @State() imageFailed = false;

  /** Account address the gradient derives from. */
  @Prop() address!: string;
  /** URL of an avatar image shown instead of the gradient. */
  @Prop() imageSrc?: string;
  /** Avatar size. */
  @Prop() size: WuiAvatarSize = 'md';

  @Watch('imageSrc')
  onImageSrcChange(): void {
    this.imageFailed = false;
  }

  private readonly onImageError = (): void => {
    this.imageFailed = true;
  };

  render() {
    return (
      <span class={`avatar size-${this.size}`} aria-hidden="true">
        {this.imageSrc && !this.imageFailed ? (
          <img class="image" src={this.imageSrc} alt="" onError={this.onImageError} />
        ) : (
          <span class="image gradient" style={{ background: avatarGradient(this.address ?? '') }} />
        )}
      </span>
    );
  }
}
