import { Component, Element, Event, type EventEmitter, Host, Prop, State, h } from '@stencil/core';
import { BUILD } from '@stencil/core/internal/app-data';
import type { CaipNetwork } from '../../../chains/network-schema';
import { buttonText } from '../../../locales/en/buttons';
import { $activeNetwork } from '../../../stores/chain';
import { $setupFailed } from '../../../stores/lifecycle';
import { openModal } from '../../../stores/modal';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { ensureElement } from '../../dom/lazy-element';
import { preloadNetworksViewOnIntent } from '../../dom/networks-view-files';
import { adoptThemeSheet } from '../../dom/theme-sheet';
import { StoreSubscriptions } from '../../store-subscriptions';
import { preloadOpenPath } from '../open-path';
import type { EntryButtonSize } from '../shared/entry-types';
import { localeAttributes } from '../../../locales/active';

// The network's image (with the logo table behind it) loads on demand: the name paints at once and
// the image joins it, so a page with this button does not carry the image code in its first load.
const NETWORK_IMAGE = 'wui-network-image';
// The lazy build's loader has registered the tag already; its constant BUILD.lazyLoad drops the
// import there, so rollup does not split the image module out of the open path's bundle.
const loadNetworkImage = () =>
  BUILD.lazyLoad ? Promise.resolve() : import('../../primitives/wui-network-image/wui-network-image');

/**
 * The active network (image and name); opens the modal on Networks. Disabled after createAppKit
 * rejected its options.
 *
 * @part button - The native button.
 */
@Component({ tag: 'w3m-network-button', styleUrl: 'w3m-network-button.css', shadow: true })
export class W3mNetworkButton {
  private readonly subscriptions = new StoreSubscriptions();

  @Element() host!: HTMLElement;

  @State() themeMode: ThemeMode = 'dark';
  @State() network: CaipNetwork | undefined;
  @State() setupFailed = false;
  // The image is rendered only once defined: props set on a not-yet-upgraded element would be lost.
  @State() imageReady = false;

  /** Button size. */
  @Prop() size: EntryButtonSize = 'md';
  /** Disables the button. */
  @Prop() disabled = false;
  /** Text shown when no network is active (default: the active locale's). */
  @Prop() label?: string;

  /** Fired when the user activates the button, before the modal opens. */
  @Event({ eventName: 'w3mClick' }) w3mClick!: EventEmitter<void>;

  connectedCallback(): void {
    adoptThemeSheet(this.host.shadowRoot);
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
    this.subscriptions.watch($activeNetwork, (network) => {
      this.network = network;
      if (network && !this.imageReady)
        ensureElement(NETWORK_IMAGE, loadNetworkImage).then(
          () => (this.imageReady = true),
          () => undefined,
        );
    });
    this.subscriptions.watch($setupFailed, (failed) => (this.setupFailed = failed !== undefined));
    // Dropped from the custom-elements build whole, so a bundler app's first load stays the same.
    if (BUILD.lazyLoad) preloadNetworksViewOnIntent(this.host);
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  /** A pointer resting on, a finger touching or focus reaching the button: the open is coming. */
  private readonly onIntent = (): void => preloadOpenPath('Networks');

  private readonly onClick = (): void => {
    if (this.disabled) return;
    this.w3mClick.emit();
    openModal({ view: 'Networks' });
  };

  render() {
    const name = this.network?.name ?? this.label ?? buttonText('networkButton', 'noNetwork');
    const NetworkImage = NETWORK_IMAGE;
    // Short explicit keys: Stencil would add a 40-character key to each element (first-load bytes).
    return (
      <Host key="host" data-theme={this.themeMode} {...localeAttributes()}>
        <button
          key="button"
          type="button"
          part="button"
          class={`button neutral size-${this.size}`}
          data-testid="w3m-network-button"
          disabled={this.disabled || this.setupFailed}
          onClick={this.onClick}
          onPointerEnter={this.onIntent}
          onFocus={this.onIntent}
          onTouchStart={this.onIntent}
        >
          {this.network && !this.imageReady && <span key="room" class="image-room" aria-hidden="true" />}
          {this.network && this.imageReady && (
            <NetworkImage
              key="image"
              name={this.network.name}
              imageSrc={this.network.assets?.imageUrl}
              logo={`network:${this.network.caipNetworkId}`}
              size="sm"
            />
          )}
          <span key="name">{name}</span>
        </button>
      </Host>
    );
  }
}
