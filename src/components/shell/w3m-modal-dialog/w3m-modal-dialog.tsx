import { Component, Element, Event, type EventEmitter, Host, State, h } from '@stencil/core';
import { BUILD } from '@stencil/core/internal/app-data';
import { $options } from '../../../stores/options';
import { $router } from '../../../stores/router';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { deepActiveElement } from '../../dom/active-element';
import { loadBundleFiles } from '../../dom/bundle-files';
import { containsDeep, focusableElements } from '../../dom/focus';
import { ensureElement } from '../../dom/lazy-element';
import { StoreSubscriptions } from '../../store-subscriptions';
import { CARD_PARTS } from '../open-path';
import { HEADER_TITLE_ID } from '../shell-ids';
import { resolveView } from '../w3m-router/view-tags';

/*
 * The parts inside the card, rendered through tag-name variables. In the lazy build they share
 * this element's bundle (stencil.config.ts `bundles`); in the custom-elements build w3m-modal has
 * already requested them with the dialog (open-path.ts).
 */
const PARTS = CARD_PARTS;

/** A Stencil element (lazy or custom-elements build) that can say when it has rendered. */
type ReadyElement = HTMLElement & { componentOnReady?: () => Promise<unknown> };

/** Resolves when the part `tag` inside `root` is defined and has rendered (with its children). */
async function renderedPart(
  root: ParentNode,
  [tag, load]: (typeof PARTS)[number],
): Promise<HTMLElement | null> {
  await ensureElement(tag, load);
  const element = root.querySelector<ReadyElement>(tag);
  await element?.componentOnReady?.();
  return element;
}

/**
 * Resolves when the view the router shows has loaded and rendered; rejects when its module fails
 * to load (the router then shows its retry message). A view that is not available has nothing to wait for.
 */
async function renderedView(card: HTMLElement): Promise<void> {
  const router = await renderedPart(card, PARTS[2]!);
  const resolution = resolveView($router.get().view, $options.get().features);
  if (resolution.kind !== 'view') return;
  const { tag, load } = resolution.entry;
  await ensureElement(tag, load);
  await router?.shadowRoot?.querySelector<ReadyElement>(tag)?.componentOnReady?.();
}

/** No element has focus: the page's body holds it (a focused control was removed). */
const focusIsLost = (): boolean => {
  const active = deepActiveElement();
  return active === null || active === document.body;
};

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
  /**
   * `enableEmbedded`: the card sits in the page (no overlay, focus trap, Escape or closing). Read
   * from the options rather than a prop, so the up-front loader table does not grow.
   */
  private readonly embedded = $options.get().enableEmbedded;

  @Element() host!: HTMLElement;

  /** The card's parts have loaded and rendered: until then the card stays invisible. */
  @State() ready = false;
  @State() themeMode: ThemeMode = 'dark';

  /** Asks w3m-modal to close (Escape or the overlay); it may refuse (SPEC §4). */
  @Event({ eventName: 'w3mCloseRequest' }) w3mCloseRequest!: EventEmitter<void>;

  connectedCallback(): void {
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
    if (this.embedded)
      void import('./embedded-card').then(({ runEmbeddedCard }) => {
        if (this.host.isConnected) runEmbeddedCard(this.subscriptions);
      });
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
    // A view change can remove the focused control, dropping focus to the page: it comes back into
    // the card. Focus placed outside on purpose stays (w3m-modal gives it back to the trigger as it
    // closes, and this render may run between that and the dialog's removal).
    if (focusIsLost()) this.focusCard();
  }

  /**
   * Shows the card once the header and the router's view have rendered, so the user never sees
   * an empty frame that fills in later: the dialog is labelled, closable and shows its content from
   * its first visible frame. A part that fails to load does not keep the dialog hidden (the router
   * then shows its retry message).
   */
  private async revealWhenReady(): Promise<void> {
    const card = this.card;
    if (!card || this.revealing) return;
    this.revealing = true;
    try {
      await Promise.all([renderedPart(card, PARTS[0]!), renderedView(card)]);
    } catch {
      // Show whatever rendered; the router reports a view that failed to load.
    } finally {
      this.revealing = false;
      if (this.host.isConnected) this.reveal();
    }
  }

  /**
   * Shows the card in the frame being prepared, not one render later, and without measuring it here
   * (a forced layout while the view is still settling): the card takes its content's own height (a
   * height kept from a hidden frame may be stale), and observing the sizer anew makes the first
   * ResizeObserver delivery, right after this frame's layout, set the height later changes animate from.
   */
  private reveal(): void {
    const card = this.card;
    if (card) {
      card.style.height = '';
      card.classList.remove('pending');
      if (this.sizer && this.resizeObserver) {
        this.resizeObserver.unobserve(this.sizer);
        this.resizeObserver.observe(this.sizer);
      }
    }
    this.ready = true;
    this.focusCard();
    // Lazy build: the list of each later view's files, so the next view loads in one round trip.
    if (BUILD.lazyLoad) void loadBundleFiles();
  }

  /**
   * Moves focus into the card unless it is already inside. No scrolling (the card is fixed in the
   * viewport), so focusing needs no layout. An embedded card is part of the page: it never pulls focus.
   */
  private focusCard(): void {
    if (!this.embedded && this.card && !containsDeep(this.card, deepActiveElement()))
      this.card.focus({ preventScroll: true });
  }

  /** The card follows its content's height, animated by CSS (SPEC §9: 150 ms). */
  private startSizing(): void {
    if (this.resizeObserver || !this.sizer || typeof ResizeObserver === 'undefined') return;
    this.resizeObserver = new ResizeObserver(() => this.fitHeight());
    this.resizeObserver.observe(this.sizer);
  }

  /** Sets the card's height to its content's (CSSOM on an inner element, never the host: CSP-safe). */
  private fitHeight(): void {
    const card = this.card;
    const sizer = this.sizer;
    if (!card || !sizer) return;
    const borders = card.offsetHeight - card.clientHeight;
    card.style.height = `${sizer.offsetHeight + borders}px`;
  }

  private stopSizing(): void {
    this.resizeObserver?.disconnect();
    this.resizeObserver = undefined;
  }

  private readonly onDocumentKeydown = (event: KeyboardEvent): void => {
    if (this.embedded) return;
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
    if (!this.embedded && event.target === event.currentTarget) this.w3mCloseRequest.emit();
  };

  render() {
    const [Header, AlertBar, Router, Snackbar] = PARTS.map(([tag]) => tag) as [
      string,
      string,
      string,
      string,
    ];
    return (
      <Host data-theme={this.themeMode} data-embedded={this.embedded ? 'true' : undefined}>
        <div class={this.embedded ? 'inline' : 'overlay'} part="overlay" onClick={this.onOverlayClick}>
          <div
            class={this.ready ? 'card' : 'card pending'}
            part="card"
            role={this.embedded ? 'region' : 'dialog'}
            aria-modal={this.embedded ? undefined : 'true'}
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
