import { Component, Element, Event, type EventEmitter, Host, State, h } from '@stencil/core';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { deepActiveElement } from '../../dom/active-element';
import { containsDeep, focusableElements } from '../../dom/focus';
import { ensureElement, type ElementLoader } from '../../dom/lazy-element';
import { StoreSubscriptions } from '../../store-subscriptions';
import { HEADER_TITLE_ID } from '../shell-ids';

/*
 * The parts inside the card, rendered through tag-name variables. In the lazy build they share
 * this element's bundle (stencil.config.ts `bundles`); in the custom-elements build they are
 * imported here on first open.
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
 * The open modal, rendered by w3m-modal only while open so none of its code or styles are part of
 * the first paint: an accessible dialog labelled by its header, that traps focus, asks to close
 * on Escape and on the overlay, and declares the theme for everything inside it. Scoped rather
 * than shadow, so the dialog stays in w3m-modal's shadow root (its `card` and `overlay` parts).
 */
@Component({ tag: 'w3m-modal-dialog', styleUrl: 'w3m-modal-dialog.css', scoped: true })
export class W3mModalDialog {
  private readonly subscriptions = new StoreSubscriptions();
  private card?: HTMLElement;
  private sizer?: HTMLElement;
  private resizeObserver?: ResizeObserver;
  private revealing = false;

  @Element() host!: HTMLElement;

  /** The card's parts have loaded and rendered: until then the card stays invisible. */
  @State() ready = false;
  @State() themeMode: ThemeMode = 'dark';

  /** Asks w3m-modal to close (Escape or the overlay); it may refuse (SPEC §4). */
  @Event({ eventName: 'w3mCloseRequest' }) w3mCloseRequest!: EventEmitter<void>;

  connectedCallback(): void {
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
    document.addEventListener('keydown', this.onDocumentKeydown, true);
    for (const [tag, load] of PARTS) void ensureElement(tag, load).catch(() => undefined);
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
    this.stopSizing();
    document.removeEventListener('keydown', this.onDocumentKeydown, true);
  }

  componentDidRender(): void {
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
      if (this.host.isConnected) this.ready = true;
    }
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

  private readonly onDocumentKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      this.w3mCloseRequest.emit();
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
    if (event.target === event.currentTarget) this.w3mCloseRequest.emit();
  };

  render() {
    const [Header, AlertBar, Router, Snackbar] = PARTS.map(([tag]) => tag) as [
      string,
      string,
      string,
      string,
    ];
    return (
      <Host data-theme={this.themeMode}>
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
              {/* In the flow under the view, so a message never covers one of its controls. */}
              <Snackbar />
            </div>
          </div>
        </div>
      </Host>
    );
  }
}
