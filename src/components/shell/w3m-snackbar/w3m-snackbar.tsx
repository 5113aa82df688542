import { Component, Host, State, h } from '@stencil/core';
import type { IconName } from '../../primitives/wui-icon/icon-paths';
import { $snackbar, type SnackbarState } from '../../../stores/snackbar';
import { StoreSubscriptions } from '../../store-subscriptions';

const VARIANT_ICONS: Record<SnackbarState['variant'], IconName> = {
  success: 'check',
  error: 'warning',
  loading: 'loader',
};

/**
 * The one snackbar message (SPEC §4). The live region stays in the DOM while empty so screen
 * readers announce each new message.
 */
@Component({ tag: 'w3m-snackbar', styleUrl: 'w3m-snackbar.css', shadow: true })
export class W3mSnackbar {
  private readonly subscriptions = new StoreSubscriptions();

  @State() snackbar: SnackbarState = $snackbar.get();

  connectedCallback(): void {
    this.subscriptions.watch($snackbar, (snackbar) => (this.snackbar = snackbar));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  render() {
    const { open, message, variant, svg } = this.snackbar;
    // The store's svg is a free-form icon name; wui-icon draws nothing for an unknown one.
    const icon = (svg as IconName | undefined) ?? VARIANT_ICONS[variant];
    return (
      <Host>
        <div class="region" role="status" aria-live="polite" aria-atomic="true">
          {open && (
            <div
              class={`snackbar ${variant}`}
              data-testid="w3m-snackbar"
              data-variant={variant}
              key={message}
            >
              {variant === 'loading' ? <wui-spinner size="sm" /> : <wui-icon name={icon} size="sm" />}
              <span class="message">{message}</span>
            </div>
          )}
        </div>
      </Host>
    );
  }
}
