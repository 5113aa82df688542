import { Component, Element, Event, type EventEmitter, Host, Listen, State, h } from '@stencil/core';
import { $modal, requestCloseModal } from '../../../stores/modal';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { containsDeep, deepActiveElement, focusableElements } from '../../dom/focus';
import { ensureElement, type ElementLoader } from '../../dom/lazy-element';
import { adoptThemeSheet } from '../../dom/theme-sheet';
import { StoreSubscriptions } from '../../store-subscriptions';
import { HEADER_TITLE_ID } from '../shell-ids';

/*
 * The parts inside the card, rendered through tag-name variables and imported on first open, so
 * the closed modal (part of the first paint) carries none of their code in either build.
 */
const PARTS: ReadonlyArray<readonly [tag: string, load: ElementLoader]> = [
  ['w3m-header', () => import('../w3m-header/w3m-header')],
  ['w3m-alert-bar', () => import('../w3m-alert-bar/w3m-alert-bar')],
  ['w3m-router', () => import('../w3m-router/w3m-router')],
  ['w3m-snackbar', () => import('../w3m-snackbar/w3m-snackbar')],
];

/** A Stencil element (lazy or custom-elements build) that can say when it has rendered. */
type ReadyElement = HTMLElement & { componentOnReady?: () => Promise<unknown> };

/**
 * The modal shell: an accessible dialog labelled by its header, that traps focus while open,
 * closes on Escape, on the overlay and on the header's close button (unless closing is disabled),
 * and gives focus back to whatever opened it.
 *
 * @part overlay - The full-screen backdrop.
 * @part card - The dialog box.
 */
@Component({ tag: 'w3m-modal', styleUrl: 'w3m-modal.css', shadow: true })
export class W3mModal {
  private readonly subscriptions = new StoreSubscriptions();
  private card?: HTMLElement;
  private sizer?: HTMLElement;
  private resizeObserver?: ResizeObserver;
  private returnFocusTo: HTMLElement | null = null;
  private revealing = false;

  @Element() host!: HTMLElement;

  @State() open = false;
  /** The card's parts have loaded and rendered: until then the card stays invisible. */
  @State() ready = false;
  @State() themeMode: ThemeMode = 'dark';

  /** Fired when the user closes the modal (Escape, overlay or close button). */
  @Event({ eventName: 'w3mClose' }) w3mClose!: EventEmitter<void>;

  connectedCallback(): void {
    adoptThemeSheet(this.host.shadowRoot);
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
    this.subscriptions.watch($modal, (modal) => this.setOpen(modal.open));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
    this.stopSizing();
    document.removeEventListener('keydown', this.onDocumentKeydown, true);
  }

  componentDidRender(): void {
    if (!this.open) {
      this.stopSizing();
      return;
    }
    this.startSizing();
    if (!this.ready) {
      void this.revealWhenReady();
      return;
    }
    if (this.card && !containsDeep(this.card, deepActiveElement())) this.card.focus();
  }

  /**
   * Shows the card once the header is defined and has rendered (componentOnReady waits for its
   * child elements too), so the dialog is labelled and closable as soon as it is visible. A
   * header that fails to load does not keep the dialog hidden.
   */
  private async revealWhenReady(): Promise<void> {
    const card = this.card;
    if (!card || this.revealing) return;
    this.revealing = true;
    try {
      // Only the header gates the reveal: its title labels the dialog and its close button must
      // work as soon as the card shows; the view fills in a moment later (height animates).
      const [headerTag, loadHeader] = PARTS[0]!;
      await ensureElement(headerTag, loadHeader);
      await (card.querySelector(headerTag) as ReadyElement | null)?.componentOnReady?.();
    } catch {
      // Show whatever rendered; the router reports a view that failed to load.
    } finally {
      this.revealing = false;
      if (this.open) this.ready = true;
    }
  }

  private setOpen(open: boolean): void {
    if (open === this.open) return;
    if (open) {
      this.returnFocusTo = deepActiveElement();
      document.addEventListener('keydown', this.onDocumentKeydown, true);
      for (const [tag, load] of PARTS) void ensureElement(tag, load).catch(() => undefined);
    } else {
      this.ready = false;
      document.removeEventListener('keydown', this.onDocumentKeydown, true);
      const target = this.returnFocusTo;
      this.returnFocusTo = null;
      if (target?.isConnected) target.focus();
    }
    this.open = open;
  }

  /** The card follows its content's height, animated by CSS (SPEC §9: 150 ms). */
  private startSizing(): void {
    if (this.resizeObserver || !this.sizer || typeof ResizeObserver === 'undefined') return;
    const sizer = this.sizer;
    this.resizeObserver = new ResizeObserver(() => {
      const card = this.card;
      if (!card) return;
      const borders = card.offsetHeight - card.clientHeight;
      // CSSOM on an inner element, never on the host; a style property is not affected by CSP.
      card.style.height = `${sizer.offsetHeight + borders}px`;
    });
    this.resizeObserver.observe(sizer);
  }

  private stopSizing(): void {
    this.resizeObserver?.disconnect();
    this.resizeObserver = undefined;
  }

  /** A user's close: refused while closing is disabled (SPEC §4: sign-in required, unsupported chain). */
  private readonly close = (): void => {
    if (requestCloseModal()) this.w3mClose.emit();
  };

  /** The header's close button asks through this event. */
  @Listen('w3mCloseRequest')
  onCloseRequest(event: Event): void {
    event.stopPropagation();
    this.close();
  }

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
    const card = this.card!;
    const controls = focusableElements(card);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) {
      event.preventDefault();
      card.focus();
      return;
    }
    const active = deepActiveElement();
    const inside = containsDeep(card, active);
    if (event.shiftKey && (active === first || active === card || !inside)) {
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
    const [Header, AlertBar, Router, Snackbar] = PARTS.map(([tag]) => tag) as [
      string,
      string,
      string,
      string,
    ];
    return (
      <Host data-theme={this.themeMode} data-open={this.open ? 'true' : 'false'}>
        {this.open && (
          <div class="overlay" part="overlay" onClick={this.onOverlayClick}>
            <div
              class={this.ready ? 'card' : 'card pending'}
              part="card"
              role="dialog"
              aria-modal="true"
              aria-labelledby={HEADER_TITLE_ID}
              tabIndex={-1}
              data-testid="w3m-modal-card"
              ref={(el) => (this.card = el)}
            >
              <div class="sizer" ref={(el) => (this.sizer = el)}>
                <Header />
                <AlertBar />
                <Router />
              </div>
              <Snackbar />
            </div>
          </div>
        )}
      </Host>
    );
  }
}
