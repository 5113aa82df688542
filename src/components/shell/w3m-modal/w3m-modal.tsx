import { Component, Element, Event, type EventEmitter, Host, State, h } from '@stencil/core';
import { APPENDED_MODAL_ATTRIBUTE } from '../../../appkit/environment';
import { $modal, requestCloseModal } from '../../../stores/modal';
import { $options } from '../../../stores/options';
import { $router } from '../../../stores/router-state';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { deepActiveElement } from '../../dom/active-element';
import { ensureElement } from '../../dom/lazy-element';
import { adoptThemeSheet } from '../../dom/theme-sheet';
import { StoreSubscriptions } from '../../store-subscriptions';
import { DIALOG_PART, preloadOpenPath } from '../open-path';
import { localeAttributes } from '../../../locales/active';

// The open dialog is its own element, rendered through a variable and loaded on first open, so
// the closed modal on the first paint carries almost nothing.
const [DIALOG, loadDialog] = DIALOG_PART;

/**
 * The modal shell (with `enableEmbedded`, the card inline where the host placed it, always shown,
 * without overlay, focus trap or close button): while open, an accessible dialog labelled by its header, that traps focus,
 * closes on Escape, on the overlay and on the header's close button (unless closing is disabled),
 * and gives focus back to whatever opened it.
 *
 * @part overlay - The full-screen backdrop.
 * @part card - The dialog box.
 */
@Component({ tag: 'w3m-modal', styleUrl: 'w3m-modal.css', shadow: true })
export class W3mModal {
  private readonly subscriptions = new StoreSubscriptions();
  private returnFocusTo: HTMLElement | null = null;

  @Element() host!: HTMLElement;

  @State() open = false;
  @State() themeMode: ThemeMode = 'dark';

  /** Fired when the user closes the modal (Escape, overlay or close button). */
  @Event({ eventName: 'w3mClose' }) w3mClose!: EventEmitter<void>;

  connectedCallback(): void {
    this.replaceAppendedModal();
    // A plain listener rather than @Listen: no other element needs the runtime's host-listener code.
    this.host.addEventListener('w3mCloseRequest', this.onCloseRequest);
    adoptThemeSheet(this.host.shadowRoot);
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
    this.subscriptions.watch($modal, (modal) => this.setOpen(modal.open));
    this.subscriptions.watch($options, () => this.setOpen($modal.get().open));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
    this.host.removeEventListener('w3mCloseRequest', this.onCloseRequest);
  }

  /** A modal the host placed itself wins over the one createAppKit appended: one dialog only. */
  private replaceAppendedModal(): void {
    if (this.host.hasAttribute(APPENDED_MODAL_ATTRIBUTE)) return;
    for (const appended of Array.from(document.querySelectorAll(`[${APPENDED_MODAL_ATTRIBUTE}]`))) {
      appended.remove();
    }
  }

  private setOpen(modalOpen: boolean): void {
    // enableEmbedded: the card is part of the page, always shown (the dialog reads the option too).
    const open = modalOpen || $options.get().enableEmbedded;
    if (open === this.open) return;
    if (open) {
      this.returnFocusTo = deepActiveElement();
      // Everything the first view needs is requested now, together, not part by part as it renders.
      preloadOpenPath($router.get().view);
      void ensureElement(DIALOG, loadDialog).catch(() => undefined);
    } else {
      const target = this.returnFocusTo;
      this.returnFocusTo = null;
      if (target?.isConnected) target.focus();
    }
    this.open = open;
  }

  /** The dialog (Escape, overlay) and the header's close button ask through this event. */
  private readonly onCloseRequest = (event: Event): void => {
    event.stopPropagation();
    if (requestCloseModal()) this.w3mClose.emit();
  };

  render() {
    const Dialog = DIALOG;
    // Short explicit keys: Stencil would add a 40-character key to each element (first-load bytes).
    return (
      <Host
        key="host"
        data-theme={this.themeMode}
        data-open={this.open ? 'true' : 'false'}
        {...localeAttributes()}
      >
        {this.open && <Dialog key="dialog" />}
      </Host>
    );
  }
}
