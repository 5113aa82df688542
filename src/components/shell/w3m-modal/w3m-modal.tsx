import { Component, Element, Event, type EventEmitter, Host, State, h } from '@stencil/core';
import { en } from '../../../locales/en';
import { $closingDisabled, $modal, requestCloseModal } from '../../../stores/modal';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { deepActiveElement, focusableElements } from '../../dom/focus';
import { StoreSubscriptions } from '../../store-subscriptions';

/**
 * The modal shell: an accessible dialog that traps focus while open, closes on Escape,
 * on the overlay and on its close button, and gives focus back to whatever opened it.
 *
 * @slot - Content of the dialog body (the views render here).
 * @part overlay - The full-screen backdrop.
 * @part card - The dialog box.
 */
@Component({ tag: 'w3m-modal', styleUrl: 'w3m-modal.css', shadow: true })
export class W3mModal {
  private readonly subscriptions = new StoreSubscriptions();
  private card?: HTMLElement;
  private returnFocusTo: HTMLElement | null = null;

  @Element() host!: HTMLElement;

  @State() open = false;
  @State() themeMode: ThemeMode = 'dark';
  @State() closingDisabled = false;

  /** Fired when the user closes the modal (Escape, overlay or close button). */
  @Event({ eventName: 'w3mClose' }) w3mClose!: EventEmitter<void>;

  connectedCallback(): void {
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
    this.subscriptions.watch($modal, (modal) => this.setOpen(modal.open));
    this.subscriptions.watch($closingDisabled, (disabled) => (this.closingDisabled = disabled));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
    document.removeEventListener('keydown', this.onDocumentKeydown, true);
  }

  componentDidRender(): void {
    if (this.open && this.card && !this.card.contains(deepActiveElement(this.host.shadowRoot!))) {
      this.card.focus();
    }
  }

  private setOpen(open: boolean): void {
    if (open === this.open) return;
    if (open) {
      this.returnFocusTo = deepActiveElement();
      document.addEventListener('keydown', this.onDocumentKeydown, true);
    } else {
      document.removeEventListener('keydown', this.onDocumentKeydown, true);
      const target = this.returnFocusTo;
      this.returnFocusTo = null;
      if (target?.isConnected) target.focus();
    }
    this.open = open;
  }

  /** A user's close: refused while closing is disabled (SPEC §4: sign-in required, unsupported chain). */
  private readonly close = (): void => {
    if (requestCloseModal()) this.w3mClose.emit();
  };

  private readonly onDocumentKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      this.close();
    } else if (event.key === 'Tab' && this.card) {
      this.keepFocusInside(event);
    }
  };

  /** Wraps Tab from the last control to the first and Shift+Tab from the first to the last. */
  private keepFocusInside(event: KeyboardEvent): void {
    const controls = focusableElements(this.card!);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) {
      event.preventDefault();
      this.card!.focus();
      return;
    }
    const active = deepActiveElement();
    const inside = active !== null && (this.card!.contains(active) || this.host.contains(active));
    if (event.shiftKey && (active === first || active === this.card || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }

  private readonly onOverlayClick = (event: MouseEvent): void => {
    if (event.target === event.currentTarget) this.close();
  };

  render() {
    return (
      <Host data-theme={this.themeMode} data-open={this.open ? 'true' : 'false'}>
        {this.open && (
          <div class="overlay" part="overlay" onClick={this.onOverlayClick}>
            <div
              class="card"
              part="card"
              role="dialog"
              aria-modal="true"
              aria-labelledby="w3m-modal-title"
              tabIndex={-1}
              data-testid="w3m-modal-card"
              ref={(el) => (this.card = el)}
            >
              <header class="header">
                <h2 id="w3m-modal-title" class="title" data-testid="w3m-header-text">
                  {en.modal.title}
                </h2>
                <button
                  type="button"
                  class="icon-button"
                  aria-label={en.modal.close}
                  disabled={this.closingDisabled}
                  data-testid="w3m-header-close"
                  onClick={this.close}
                >
                  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                    <path
                      d="M3.5 3.5l9 9m0-9l-9 9"
                      stroke="currentColor"
                      stroke-width="1.8"
                      stroke-linecap="round"
                    />
                  </svg>
                </button>
              </header>
              <div class="body">
                <slot>
                  <p class="intro">{en.modal.intro}</p>
                </slot>
              </div>
            </div>
          </div>
        )}
      </Host>
    );
  }
}
