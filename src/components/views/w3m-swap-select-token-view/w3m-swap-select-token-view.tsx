import { Component, Host, State, h } from '@stencil/core';
import { refreshSwapQuote } from '../../../appkit/swap-flow';
import { loadSwapTokens, lookupSwapToken } from '../../../appkit/swap-tokens';
import { swap as strings } from '../../../locales/en/swap';
import { goBack } from '../../../stores/router';
import { $swap, setSwapToken, type SwapToken } from '../../../stores/swap';
import { isTokenAddress, searchSwapTokens } from '../../../stores/swap-search';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';
import { TokenImage } from '../shared/token-image';

/**
 * The swap token picker (SwapSelectToken): the account's tokens first, then the suggested ones;
 * a search by symbol, name or address (a full address not listed is looked up on chain).
 * Picking a token sets the side being chosen and goes back to Swap.
 */
@Component({ tag: 'w3m-swap-select-token-view', styleUrl: 'w3m-swap-select-token-view.css', shadow: true })
export class W3mSwapSelectTokenView {
  @State() held: SwapToken[] = [];
  @State() suggested: SwapToken[] = [];
  @State() loading = true;
  @State() query = '';
  /** A token found on chain by its address, or why none was. */
  @State() lookedUp: { token?: SwapToken; error?: string; busy?: boolean } = {};

  connectedCallback(): void {
    withLogoTable();
    void this.load();
  }

  private async load(): Promise<void> {
    try {
      const lists = await loadSwapTokens();
      this.held = lists.held;
      this.suggested = lists.suggested;
    } catch (error) {
      console.warn('w3m: could not load the swap tokens', error);
    } finally {
      this.loading = false;
    }
  }

  private readonly onSearch = (event: CustomEvent<string>): void => {
    this.query = event.detail;
    this.lookedUp = {};
    const text = event.detail.trim();
    const listed = [...this.held, ...this.suggested].some(
      (token) => token.address.toLowerCase() === text.toLowerCase(),
    );
    if (isTokenAddress(text) && !listed) void this.lookUp(text);
  };

  private async lookUp(address: string): Promise<void> {
    this.lookedUp = { busy: true };
    try {
      const token = await lookupSwapToken(address);
      if (this.query.trim() === address) this.lookedUp = { token };
    } catch (error) {
      if (this.query.trim() === address)
        this.lookedUp = { error: error instanceof Error ? error.message : String(error) };
    }
  }

  private pick(token: SwapToken): void {
    setSwapToken($swap.get().selecting, token);
    goBack();
    void refreshSwapQuote();
  }

  private section(title: string, tokens: SwapToken[]) {
    if (tokens.length === 0) return null;
    return [
      <h3>{title}</h3>,
      <ul class="list" aria-label={title}>
        {tokens.map((token) => (
          <li key={token.address}>
            <wui-list-item
              label={token.symbol}
              description={token.balance !== undefined ? `${token.name} · ${token.balance}` : token.name}
              testId={`w3m-swap-token-${token.symbol}`}
              onClick={() => this.pick(token)}
            >
              <TokenImage slot="image" symbol={token.symbol} iconUrl={token.logoUri} size="md" />
            </wui-list-item>
          </li>
        ))}
      </ul>,
    ];
  }

  render() {
    const held = searchSwapTokens(this.held, this.query);
    const suggested = searchSwapTokens(this.suggested, this.query);
    const found = this.lookedUp.token ? [this.lookedUp.token] : [];
    const empty = held.length + suggested.length + found.length === 0;
    return (
      <Host>
        <div class="view">
          <wui-search-input
            label={strings.searchLabel}
            placeholder={strings.searchLabel}
            value={this.query}
            testId="w3m-swap-search"
            onWuiInput={this.onSearch}
          ></wui-search-input>
          {this.loading || this.lookedUp.busy ? (
            <wui-spinner
              size="md"
              label={this.loading ? strings.loadingTokens : strings.lookingUp}
            ></wui-spinner>
          ) : null}
          {this.section(strings.yourTokens, held)}
          {this.section(strings.suggested, [...suggested, ...found])}
          {!this.loading && !this.lookedUp.busy && empty && (
            <wui-text variant="paragraph" color="secondary" align="center" data-testid="w3m-swap-no-tokens">
              {this.lookedUp.error ?? strings.noTokens}
            </wui-text>
          )}
        </div>
      </Host>
    );
  }
}
