import { Component, Host, State, h } from '@stencil/core';
import { activeAccountKey, loadNfts } from '../../../appkit/account-activity';
import { account } from '../../../locales/en/account';
import { activity } from '../../../locales/en/activity';
import { $accounts } from '../../../stores/account';
import { $chain } from '../../../stores/chain';
import { $nfts, type Nft, type NftsState } from '../../../stores/nfts';
import { preloadImage } from '../../dom/preload-image';
import { StoreSubscriptions } from '../../store-subscriptions';

/** The first letter or digit of an NFT's name, for the placeholder shown without an image. */
function monogramOf(name: string): string {
  return (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? '?').toUpperCase();
}

/**
 * The Account view's NFTs tab: the ERC-721 and ERC-1155 holdings of the connected account from
 * the network's source (Blockscout, else plain RPC), spam hidden. Each preview image is shown once
 * it has loaded within 2 s (SPEC §9), else a monogram stays. Without a source it says so.
 */
@Component({ tag: 'w3m-account-nfts', styleUrl: 'w3m-account-nfts.css', shadow: true })
export class W3mAccountNfts {
  private readonly subscriptions = new StoreSubscriptions();
  private readonly preloading = new Set<string>();
  private loadedFor: string | undefined;

  @State() nfts: NftsState = $nfts.get();
  /** Image URLs that loaded within the preload timeout. */
  @State() loadedImages: ReadonlySet<string> = new Set();

  connectedCallback(): void {
    this.subscriptions.watch($nfts, (nfts) => {
      this.nfts = nfts;
      this.preload(nfts.items);
    });
    this.subscriptions.watch($chain, () => this.restartOnChange());
    this.subscriptions.watch($accounts, () => this.restartOnChange());
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
    this.loadedFor = undefined;
  }

  private restartOnChange(): void {
    const key = activeAccountKey();
    if (key === this.loadedFor) return;
    this.loadedFor = key;
    void loadNfts('restart');
  }

  private preload(items: readonly Nft[]): void {
    for (const { imageUrl } of items) {
      if (!imageUrl || this.preloading.has(imageUrl)) continue;
      this.preloading.add(imageUrl);
      void preloadImage(imageUrl).then((loaded) => {
        if (loaded) this.loadedImages = new Set([...this.loadedImages, imageUrl]);
      });
    }
  }

  private readonly onLoadMore = (): void => void loadNfts('more');
  private readonly onRetry = (): void => void loadNfts('restart');

  private renderCard(nft: Nft) {
    const image = nft.imageUrl && this.loadedImages.has(nft.imageUrl) ? nft.imageUrl : undefined;
    // Until the image has loaded within 2 s (or when there is none) the card shows a monogram.
    return (
      <li key={nft.id} class="card" data-testid="w3m-nft-item" data-nft-id={nft.id}>
        <div class="preview">
          {image ? (
            <img src={image} alt={nft.name} loading="lazy" decoding="async" />
          ) : (
            <span
              class="monogram"
              role="img"
              aria-label={activity.nfts.noImage}
              data-testid="w3m-nft-monogram"
            >
              {monogramOf(nft.name)}
            </span>
          )}
        </div>
        <wui-text variant="small" class="name">
          {nft.name}
        </wui-text>
        {nft.standard === 'ERC-1155' ? (
          <wui-text variant="micro" color="secondary">
            {activity.nfts.amount(nft.amount)}
          </wui-text>
        ) : null}
      </li>
    );
  }

  private renderEmpty() {
    const { unavailable, failed, loading } = this.nfts;
    const text = activity.nfts;
    if (loading) return <wui-spinner size="md" label={text.loading}></wui-spinner>;
    if (unavailable) {
      return (
        <wui-empty-state
          icon="info"
          heading={text.unavailableTitle}
          description={text.unavailableDescription}
          data-testid="w3m-nfts-unavailable"
        ></wui-empty-state>
      );
    }
    if (failed) {
      return (
        <wui-empty-state icon="warning" heading={text.failedTitle} description={text.failedDescription}>
          <wui-button variant="secondary" size="sm" testId="w3m-nfts-retry" onClick={this.onRetry}>
            {activity.retry}
          </wui-button>
        </wui-empty-state>
      );
    }
    return (
      <wui-empty-state
        icon="wallet"
        heading={account.empty.nftsTitle}
        description={account.empty.nftsDescription}
        data-testid="w3m-nfts-empty"
      ></wui-empty-state>
    );
  }

  render() {
    const { items, next, loading } = this.nfts;
    if (items.length === 0) return <Host>{this.renderEmpty()}</Host>;
    return (
      <Host>
        <ul class="grid" aria-label={activity.nfts.listLabel}>
          {items.map((nft) => this.renderCard(nft))}
        </ul>
        {next !== undefined ? (
          <wui-button
            variant="secondary"
            size="sm"
            fullWidth
            loading={loading}
            disabled={loading}
            testId="w3m-nfts-load-more"
            onClick={this.onLoadMore}
          >
            {activity.loadMore}
          </wui-button>
        ) : null}
      </Host>
    );
  }
}
