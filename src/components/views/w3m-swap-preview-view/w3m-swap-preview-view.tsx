import { Component, Host, State, h } from '@stencil/core';
import { approveSwap, estimateSwapFee, executeSwap, swapNeedsApproval } from '../../../appkit/swap-flow';
import { swap as strings } from '../../../locales/en/swap';
import { DEFAULT_SLIPPAGE_PERCENT } from '../../../stores/swap-types';
import { $chain, type ChainState } from '../../../stores/chain';
import { goBack, reset } from '../../../stores/router';
import { showSuccess } from '../../../stores/snackbar';
import { $swap, resetSwap, type SwapState } from '../../../stores/swap';
import { formatSwapAmount } from '../../../stores/swap-format';
import { StoreSubscriptions } from '../../store-subscriptions';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';
import { TokenImage } from '../shared/token-image';

/**
 * The swap review (SwapPreview): what leaves, the least that arrives (the quote less the 1 %
 * slippage) and the expected amount, the network and fee. When the router may not yet spend the
 * input token an Approve step comes first; then Swap sends the previewed swap, whose minimum the
 * chain enforces. After success the balances are re-read and the view returns to Account.
 */
@Component({ tag: 'w3m-swap-preview-view', styleUrl: 'w3m-swap-preview-view.css', shadow: true })
export class W3mSwapPreviewView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() swap: SwapState = $swap.get();
  @State() chain: ChainState = $chain.get();
  /** Whether an approval is needed first (undefined while it is being read). */
  @State() needsApproval: boolean | undefined;
  @State() fee: string | undefined;

  connectedCallback(): void {
    withLogoTable();
    this.subscriptions.watch($swap, (swap) => (this.swap = swap));
    this.subscriptions.watch($chain, (chain) => (this.chain = chain));
    void this.checkApproval();
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private async checkApproval(): Promise<void> {
    const { quote, fromToken, toToken } = $swap.get();
    if (!quote || !fromToken || !toToken) return;
    try {
      this.needsApproval = await swapNeedsApproval(quote, fromToken);
    } catch (error) {
      console.warn('w3m: could not read the allowance', error);
      this.needsApproval = Boolean(quote.spender);
    }
    if (!this.needsApproval) await this.estimateFee();
  }

  private async estimateFee(): Promise<void> {
    const { quote, fromToken, toToken } = $swap.get();
    const decimals = this.chain.activeNetwork?.nativeCurrency.decimals ?? 18;
    if (!quote || !fromToken || !toToken) return;
    const fee = await estimateSwapFee(quote, fromToken, toToken).catch(() => undefined);
    this.fee = fee === undefined ? undefined : formatSwapAmount(fee, decimals);
  }

  private readonly onApprove = async (): Promise<void> => {
    const { quote, fromToken } = $swap.get();
    if (!quote || !fromToken) return;
    try {
      await approveSwap(quote, fromToken);
    } catch {
      return; // approveSwap put the message in the store.
    }
    this.needsApproval = false;
    await this.estimateFee();
  };

  private readonly onSwap = async (): Promise<void> => {
    const { quote, fromToken, toToken } = $swap.get();
    if (!quote || !fromToken || !toToken) return;
    try {
      await executeSwap(quote, fromToken, toToken);
    } catch {
      return; // executeSwap put the message in the store; nothing moved.
    }
    showSuccess(strings.swapped(fromToken.symbol, toToken.symbol));
    resetSwap();
    reset('Account');
  };

  render() {
    const { quote, fromToken, toToken, step, error } = this.swap;
    const network = this.chain.activeNetwork;
    if (!quote || !fromToken || !toToken) {
      return (
        <Host>
          <div class="view">
            <wui-text variant="paragraph" color="secondary" align="center">
              {strings.chooseTokens}
            </wui-text>
          </div>
        </Host>
      );
    }
    const busy = step !== 'idle';
    const approve = this.needsApproval === true;
    return (
      <Host>
        <div class="view">
          <wui-text variant="small" color="secondary">
            {strings.previewPay}
          </wui-text>
          <div class="amount">
            <TokenImage symbol={fromToken.symbol} iconUrl={fromToken.logoUri} size="md" />
            <wui-text variant="title" data-testid="w3m-swap-preview-pay">
              {`${formatSwapAmount(quote.amountIn, fromToken.decimals)} ${fromToken.symbol}`}
            </wui-text>
          </div>
          <wui-text variant="small" color="secondary">
            {strings.previewReceiveAtLeast}
          </wui-text>
          <div class="amount">
            <TokenImage symbol={toToken.symbol} iconUrl={toToken.logoUri} size="md" />
            <wui-text variant="title" data-testid="w3m-swap-preview-minimum">
              {`${formatSwapAmount(quote.amountOutMin, toToken.decimals)} ${toToken.symbol}`}
            </wui-text>
          </div>
          <dl class="details">
            <dt>{strings.previewExpected}</dt>
            <dd data-testid="w3m-swap-preview-expected">
              {`${formatSwapAmount(quote.amountOut, toToken.decimals)} ${toToken.symbol}`}
            </dd>
            <dt>{strings.slippage}</dt>
            <dd>{strings.slippageValue(DEFAULT_SLIPPAGE_PERCENT)}</dd>
            <dt>{strings.previewNetwork}</dt>
            <dd>{network?.name ?? ''}</dd>
            <dt>{strings.networkFee}</dt>
            <dd data-testid="w3m-swap-fee">
              {this.fee ? `${this.fee} ${network?.nativeCurrency.symbol ?? ''}` : '–'}
            </dd>
          </dl>
          {approve && (
            <wui-text variant="small" color="secondary" data-testid="w3m-swap-approve-hint">
              {strings.approveHint(fromToken.symbol)}
            </wui-text>
          )}
          <p class="error" role={error ? 'alert' : undefined} data-testid="w3m-swap-error">
            {error ?? ''}
          </p>
          <div class="actions">
            <wui-button
              variant="secondary"
              fullWidth
              disabled={busy}
              testId="w3m-swap-cancel"
              onClick={() => goBack()}
            >
              {strings.cancel}
            </wui-button>
            {approve ? (
              <wui-button
                fullWidth
                loading={step === 'approving'}
                disabled={busy}
                testId="w3m-swap-approve"
                onClick={this.onApprove}
              >
                {step === 'approving'
                  ? strings.approving(fromToken.symbol)
                  : strings.approve(fromToken.symbol)}
              </wui-button>
            ) : (
              <wui-button
                fullWidth
                loading={step === 'swapping'}
                disabled={busy || this.needsApproval === undefined}
                testId="w3m-swap-confirm"
                onClick={this.onSwap}
              >
                {step === 'swapping' ? strings.swapping : strings.confirm}
              </wui-button>
            )}
          </div>
        </div>
      </Host>
    );
  }
}
