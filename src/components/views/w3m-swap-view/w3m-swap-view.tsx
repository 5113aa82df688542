import { Component, Host, State, h } from '@stencil/core';
import { refreshSwapQuote } from '../../../appkit/swap-flow';
import { applySwapArguments, hasFreshSwapArguments } from '../../../appkit/swap-arguments';
import { swap as strings } from '../../../locales/en/swap';
import { DEFAULT_DEBOUNCE_MS } from '../../../stores/constants';
import { isRestrictedTimezone } from '../../../stores/restricted-timezones';
import { $router, push } from '../../../stores/router';
import { DEFAULT_SLIPPAGE_PERCENT } from '../../../stores/swap-types';
import {
  $swap,
  flipSwap,
  setSwapAmount,
  setSwapSelecting,
  type SwapState,
  type SwapToken,
} from '../../../stores/swap';
import { formatPriceImpact, formatSwapAmount, formatSwapRate } from '../../../stores/swap-format';
import { StoreSubscriptions } from '../../store-subscriptions';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';
import { RegionUnavailable } from '../shared/region-unavailable';
import { TokenImage } from '../shared/token-image';

/**
 * The Swap form (SPEC §2 Swap, §9 slippage 1): the token and exact amount to pay (with Max and the
 * balance), the token to receive with the quoted amount, the rate, price impact and slippage.
 * Opened with arguments (`amount`, `fromToken`, `toToken` by symbol or address) it starts pre-filled.
 */
@Component({ tag: 'w3m-swap-view', styleUrl: 'w3m-swap-view.css', shadow: true })
export class W3mSwapView {
  private readonly subscriptions = new StoreSubscriptions();
  private timer: ReturnType<typeof setTimeout> | undefined;

  @State() swap: SwapState = $swap.get();

  connectedCallback(): void {
    withLogoTable();
    this.subscriptions.watch($swap, (swap) => (this.swap = swap));
    if (isRestrictedTimezone()) return;
    void applySwapArguments().then(() => refreshSwapQuote());
    // open({ view: 'Swap', arguments }) while Swap is already showing: fill the form again.
    this.subscriptions.watch($router, () => {
      if (hasFreshSwapArguments()) void applySwapArguments().then(() => refreshSwapQuote());
    });
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
    clearTimeout(this.timer);
  }

  private requote(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void refreshSwapQuote(), DEFAULT_DEBOUNCE_MS);
  }

  private readonly onAmount = (event: CustomEvent<string>): void => {
    setSwapAmount(event.detail);
    this.requote();
  };

  private readonly onMax = (): void => {
    const balance = this.swap.fromToken?.balance;
    if (balance === undefined) return;
    setSwapAmount(balance);
    void refreshSwapQuote();
  };

  private readonly onFlip = (): void => {
    flipSwap();
    void refreshSwapQuote();
  };

  private pick(side: 'from' | 'to'): void {
    setSwapSelecting(side);
    push('SwapSelectToken');
  }

  private tokenButton(side: 'from' | 'to', token: SwapToken | undefined) {
    return (
      <wui-list-item
        label={token ? token.symbol : strings.selectToken}
        chevron
        testId={`w3m-swap-${side}-token`}
        onClick={() => this.pick(side)}
      >
        {token && <TokenImage slot="image" symbol={token.symbol} iconUrl={token.logoUri} size="sm" />}
      </wui-list-item>
    );
  }

  private hint(): string | undefined {
    const { fromToken, toToken, amount, quoting, quote, error } = this.swap;
    if (error) return error;
    if (!fromToken || !toToken) return strings.chooseTokens;
    if (amount.trim() === '') return strings.enterAmount;
    if (quoting || !quote) return strings.quoting;
    return undefined;
  }

  render() {
    if (isRestrictedTimezone()) return <RegionUnavailable />;
    const { fromToken, toToken, amount, quote, quoting, error } = this.swap;
    const output = quote && toToken ? formatSwapAmount(quote.amountOut, toToken.decimals) : '';
    const hint = this.hint();
    return (
      <Host>
        <div class="view">
          <section class="side" aria-label={strings.pay}>
            <wui-text variant="small" color="secondary">
              {strings.pay}
            </wui-text>
            <div class="row">
              <wui-text-input
                class="grow"
                label={strings.amountLabel}
                placeholder="0"
                value={amount}
                testId="w3m-swap-amount-input"
                onWuiInput={this.onAmount}
              ></wui-text-input>
              {this.tokenButton('from', fromToken)}
            </div>
            <div class="row">
              <wui-text variant="small" color="secondary" class="grow" data-testid="w3m-swap-balance">
                {fromToken?.balance !== undefined
                  ? strings.balance(`${fromToken.balance} ${fromToken.symbol}`)
                  : ''}
              </wui-text>
              <wui-button
                variant="secondary"
                size="sm"
                disabled={fromToken?.balance === undefined}
                testId="w3m-swap-max"
                onClick={this.onMax}
              >
                {strings.max}
              </wui-button>
            </div>
          </section>
          <wui-icon-button
            class="flip"
            icon="swap"
            label={strings.flip}
            testId="w3m-swap-flip"
            onClick={this.onFlip}
          />
          <section class="side" aria-label={strings.receive}>
            <wui-text variant="small" color="secondary">
              {strings.receive}
            </wui-text>
            <div class="row">
              <span class="grow output" data-testid="w3m-swap-output" aria-live="polite">
                {quoting ? '…' : output}
              </span>
              {this.tokenButton('to', toToken)}
            </div>
          </section>
          {quote && fromToken && toToken && (
            <dl class="details">
              <dt>{strings.rate}</dt>
              <dd data-testid="w3m-swap-rate">
                {strings.rateValue(
                  fromToken.symbol,
                  formatSwapRate(quote.amountIn, fromToken.decimals, quote.amountOut, toToken.decimals),
                  toToken.symbol,
                )}
              </dd>
              <dt>{strings.priceImpact}</dt>
              <dd data-testid="w3m-swap-price-impact">{formatPriceImpact(quote.priceImpact)}</dd>
              <dt>{strings.slippage}</dt>
              <dd>{strings.slippageValue(DEFAULT_SLIPPAGE_PERCENT)}</dd>
            </dl>
          )}
          <p class="error" role={error ? 'alert' : undefined} data-testid="w3m-swap-error">
            {error ?? ''}
          </p>
          <wui-button
            fullWidth
            disabled={!quote || quoting}
            testId="w3m-swap-review"
            onClick={() => push('SwapPreview')}
          >
            {hint && !error ? hint : strings.review}
          </wui-button>
        </div>
      </Host>
    );
  }
}
