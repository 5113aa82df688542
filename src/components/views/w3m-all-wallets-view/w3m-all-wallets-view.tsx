import { Component, State, forceUpdate, h } from '@stencil/core';
import { connectConnector } from '../../../appkit/connect';
import { openWalletConnect } from '../../../appkit/walletconnect-route';
import {
  loadMoreWallets,
  loadWalletRegistry,
  openWalletLink,
  searchWallets,
  walletLinkFor,
} from '../../../appkit/wallet-registry';
import { en } from '../../../locales/en';
import { DEFAULT_DEBOUNCE_MS } from '../../../stores/constants';
import { $options } from '../../../stores/options';
import {
  $walletRegistry,
  type RegistryWallet,
  type WalletRegistryState,
} from '../../../stores/wallet-registry';
import { StoreSubscriptions } from '../../store-subscriptions';
import { walletRow } from '../w3m-connect-view/connect-rows';
import { FALLBACK_VIEWPORT_HEIGHT, ROW_HEIGHT, scrollTopFor, visibleRows } from './virtual-window';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';
import { withAllWalletsLogos } from '../../primitives/shared/logos/all-wallets-logos-now';

const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp']);

/**
 * The AllWallets view: a searchable list of every wallet (installed first), loaded in pages of
 * 40 and virtualised (only the visible rows plus a few are in the DOM) so thousands scroll
 * smoothly. Arrow keys, Page Up/Down, Home and End move between rows; the result count is
 * announced politely.
 */
@Component({ tag: 'w3m-all-wallets-view', styleUrl: 'w3m-all-wallets-view.css', shadow: true })
export class W3mAllWalletsView {
  private readonly subscriptions = new StoreSubscriptions();
  private scroller?: HTMLElement;
  private searchTimer: ReturnType<typeof setTimeout> | undefined;
  /** A row index to focus once it has been rendered (keyboard navigation). */
  private pendingFocus: number | undefined;

  /**
   * The search box's text. Not state: a keystroke re-renders the list only when it starts or ends
   * a search (the box keeps its own text; the list changes when the debounced search answers).
   */
  private query = '';

  /** The wallet list; a change re-renders only when it changes what the view draws (onRegistry). */
  private registry: WalletRegistryState = $walletRegistry.get();
  @State() scrollTop = 0;
  @State() viewportHeight = 0;

  connectedCallback(): void {
    withLogoTable();
    withAllWalletsLogos();
    // A new view starts with an empty search box, so a query left from a previous visit is dropped.
    if ($walletRegistry.get().search !== '') void searchWallets('');
    this.subscriptions.watch($options, () => void loadWalletRegistry());
    this.subscriptions.watch($walletRegistry, this.onRegistry);
  }

  /**
   * A search or page in flight over a list that has rows changes nothing on screen (the rows stay
   * until the answer): that change is not worth re-rendering every row for, once per keystroke.
   */
  private readonly onRegistry = (registry: WalletRegistryState): void => {
    const before = this.registry;
    const hadRows = this.total() > 0;
    this.registry = registry;
    const keys = Object.keys(registry) as Array<keyof WalletRegistryState>;
    const onlyLoading = keys.every((key) => key === 'loading' || registry[key] === before[key]);
    if (onlyLoading && hadRows && this.total() > 0) return;
    forceUpdate(this);
  };

  disconnectedCallback(): void {
    this.subscriptions.clear();
    if (this.searchTimer !== undefined) clearTimeout(this.searchTimer);
    this.searchTimer = undefined;
  }

  // No layout is read after a render (each read forced a synchronous layout per keystroke): the
  // viewport is measured on scroll and keyboard moves, when the user acts on the list.
  componentDidRender(): void {
    this.updateAtEnd();
    this.loadMoreIfNeeded();
    this.focusPending();
  }

  /** Filtered only while the box holds text: the store's last search may predate this view. */
  private searching(): boolean {
    return this.query.trim() !== '' && this.registry.search !== '';
  }

  private entries(): RegistryWallet[] {
    return this.searching() ? this.registry.results : this.registry.listings;
  }

  /** How many rows the list has (loaded or not yet loaded). */
  private total(): number {
    if (this.searching()) return this.registry.results.length;
    return Math.max(this.registry.count, this.registry.listings.length);
  }

  /** Fetches the next page while the visible window reaches past what is loaded. */
  private loadMoreIfNeeded(): void {
    if (this.searching() || this.registry.loading) return;
    // A remote page that failed is not retried in a loop; the error is on screen.
    if (this.registry.source === 'remote' && this.registry.error) return;
    const loaded = this.registry.listings.length;
    if (loaded >= this.registry.count) return;
    const { end } = visibleRows(this.scrollTop, this.viewportHeight, this.total());
    if (end > loaded) void loadMoreWallets();
  }

  private focusPending(): void {
    if (this.pendingFocus === undefined) return;
    const row = this.scroller?.querySelector<HTMLElement>(
      `[data-index="${this.pendingFocus}"] wui-list-item`,
    );
    if (!row) return;
    this.pendingFocus = undefined;
    row.focus();
  }

  private readonly onSearch = (event: CustomEvent<string>): void => {
    const query = typeof event.detail === 'string' ? event.detail : '';
    const wasSearching = this.searching();
    this.query = query;
    if (this.searching() !== wasSearching) forceUpdate(this);
    if (this.searchTimer !== undefined) clearTimeout(this.searchTimer);
    // SPEC §9: searches wait for a 500 ms pause in typing.
    this.searchTimer = setTimeout(() => {
      this.searchTimer = undefined;
      this.resetScroll();
      void searchWallets(query);
    }, DEFAULT_DEBOUNCE_MS);
  };

  private resetScroll(): void {
    // Writing scrollTop forces a layout: only when the list is not at the top already.
    if (this.scroller && this.scrollTop !== 0) this.scroller.scrollTop = 0;
    this.scrollTop = 0;
  }

  private readonly onScroll = (): void => {
    this.measureViewport();
    if (this.scroller) this.scrollTop = this.scroller.scrollTop;
    this.updateAtEnd();
  };

  private measureViewport(): void {
    const height = this.scroller?.clientHeight ?? 0;
    if (height > 0 && height !== this.viewportHeight) this.viewportHeight = height;
  }

  /**
   * Marks a list scrolled to its end (no fade over its last row); a class, not state: no re-render.
   * Worked out from the rows' fixed height, not read from the layout.
   */
  private updateAtEnd(): void {
    const scroller = this.scroller;
    if (!scroller) return;
    const content = this.total() * ROW_HEIGHT;
    const viewport = Math.min(content, this.viewportHeight || FALLBACK_VIEWPORT_HEIGHT);
    scroller.classList.toggle('at-end', this.scrollTop + viewport >= content - 1);
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (!NAVIGATION_KEYS.has(event.key)) return;
    const current = this.focusedIndex(event);
    if (current === undefined) return;
    this.measureViewport();
    const total = this.total();
    const page = Math.max(1, Math.floor((this.viewportHeight || ROW_HEIGHT * 6) / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: current + page,
      PageUp: current - page,
      Home: 0,
      End: total - 1,
    };
    const target = Math.min(total - 1, Math.max(0, moves[event.key] ?? current));
    event.preventDefault();
    this.moveFocus(target);
  };

  private focusedIndex(event: KeyboardEvent): number | undefined {
    for (const target of event.composedPath()) {
      if (target instanceof HTMLElement && target.dataset['index'] !== undefined)
        return Number(target.dataset['index']);
    }
    return undefined;
  }

  private moveFocus(index: number): void {
    this.pendingFocus = index;
    const top = scrollTopFor(index, this.scrollTop, this.viewportHeight);
    if (this.scroller) this.scroller.scrollTop = top;
    if (top !== this.scrollTop) this.scrollTop = top;
    else this.focusPending();
  }

  /** Per wallet id: whether it has a link here (the device does not change while the view is open). */
  private readonly links = new Map<string, boolean>();

  private readonly hasLink = (wallet: RegistryWallet): boolean => {
    let found = this.links.get(wallet.id);
    if (found === undefined) {
      found = walletLinkFor(wallet) !== undefined;
      this.links.set(wallet.id, found);
    }
    return found;
  };

  /**
   * One click handler per wallet, kept across renders: a new closure on each render would be a new
   * prop, so every visible row would re-render on each keystroke in the search box.
   */
  private readonly rowWallets = new Map<string, RegistryWallet>();
  private readonly rowHandlers = new Map<string, () => void>();

  private rowClickHandler(key: string, wallet: RegistryWallet): () => void {
    this.rowWallets.set(key, wallet);
    let handler = this.rowHandlers.get(key);
    if (!handler) {
      handler = () => {
        const current = this.rowWallets.get(key);
        if (current) this.onSelect(current);
      };
      this.rowHandlers.set(key, handler);
    }
    return handler;
  }

  private onSelect(wallet: RegistryWallet): void {
    if (wallet.installed && wallet.connectorId) void connectConnector(wallet.connectorId);
    else if (!openWalletConnect(wallet)) openWalletLink(wallet);
  }

  private renderRow(index: number, total: number) {
    const wallet = this.entries()[index];
    const place = { 'aria-setsize': total, 'aria-posinset': index + 1 };
    const position = { transform: `translateY(${index * ROW_HEIGHT}px)` };
    if (!wallet) {
      return (
        <div
          role="listitem"
          class="row"
          key={`placeholder-${index}`}
          style={position}
          aria-busy="true"
          {...place}
        >
          <wui-shimmer width="100%" height="56px" />
        </div>
      );
    }
    const row = walletRow(wallet, this.hasLink);
    // Keyed by position: a new search result set updates the rows already on screen instead of
    // building every row (and its shadow roots) again; while scrolling, positions map to wallets 1:1.
    return (
      <div role="listitem" class="row" key={`row-${index}`} data-index={index} style={position} {...place}>
        <wui-list-item
          label={row.label}
          wallet={row.label}
          imageSrc={row.imageSrc}
          description={row.description}
          tag={row.tag}
          tagVariant={row.tagVariant ?? 'neutral'}
          chevron={!row.unavailable}
          disabled={row.unavailable}
          testId={row.testId}
          onClick={this.rowClickHandler(row.key, wallet)}
        ></wui-list-item>
      </div>
    );
  }

  private renderList() {
    const total = this.total();
    if (total === 0) {
      if (this.registry.loading) return <wui-spinner class="status" label={en.connect.allWallets.loading} />;
      if (this.searching()) {
        return (
          <wui-empty-state
            icon="search"
            heading={en.connect.allWallets.noResultsTitle}
            description={en.connect.allWallets.noResultsDescription(this.registry.search)}
          />
        );
      }
      return null;
    }
    const { start, end } = visibleRows(this.scrollTop, this.viewportHeight, total);
    const indexes = Array.from({ length: end - start }, (_, offset) => start + offset);
    return (
      <div
        class="scroller"
        data-testid="w3m-all-wallets-list"
        ref={(el) => (this.scroller = el)}
        onScroll={this.onScroll}
        onKeyDown={this.onKeyDown}
      >
        <div
          class="spacer"
          role="list"
          aria-label={en.connect.allWallets.listLabel}
          style={{ height: `${total * ROW_HEIGHT}px` }}
        >
          {indexes.map((index) => this.renderRow(index, total))}
        </div>
      </div>
    );
  }

  render() {
    const error = this.registry.error;
    return (
      <div class="view">
        <wui-search-input
          value={this.query}
          label={en.connect.allWallets.searchLabel}
          placeholder={en.connect.allWallets.searchPlaceholder}
          testId="w3m-all-wallets-search"
          onWuiInput={this.onSearch}
        />
        {error && (
          <wui-text variant="small" color="error">
            {`${en.connect.allWallets.registryError} ${error}`}
          </wui-text>
        )}
        {this.renderList()}
        <p class="visually-hidden" role="status" aria-live="polite">
          {this.registry.loading && this.total() === 0 ? '' : en.connect.allWallets.count(this.total())}
        </p>
      </div>
    );
  }
}
