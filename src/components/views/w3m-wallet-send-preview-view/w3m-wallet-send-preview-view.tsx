import { Component, Host, State, h } from '@stencil/core';
import { estimateSendFee, forgetBalances } from '../../../appkit/account-data';
import { money } from '../../../locales/en/money';
import { $chain, type ChainState } from '../../../stores/chain';
import { shortenAddress } from '../../../stores/display';
import { errorText } from '../../../stores/error-text';
import { formatTransferQuantity } from '../../../stores/format';
import { $router, goBack, popTransactionStack, reset } from '../../../stores/router';
import { $send, sendToken, type SendState } from '../../../stores/send';
import { showSuccess } from '../../../stores/snackbar';
import { StoreSubscriptions } from '../../store-subscriptions';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';
import { TokenImage } from '../shared/token-image';

/** A fee or amount for display (SPEC §5 transfer quantity, 3 decimals); the raw text if not a number. */
function quantity(value: string, symbol: string): string {
  try {
    return `${formatTransferQuantity(value)} ${symbol}`;
  } catch {
    return `${value} ${symbol}`;
  }
}

/**
 * The Send preview (WalletSendPreview): amount and token, receiver, network and the estimated
 * network fee. Send runs the SPEC §4 send flow; a refused estimate (insufficient funds, a revert)
 * is shown and blocks sending. After success the transaction-stack entry settles (ERC-20 back to
 * Account; a native send, which has no target, also returns to Account) and the balances are re-read.
 */
@Component({
  tag: 'w3m-wallet-send-preview-view',
  styleUrl: 'w3m-wallet-send-preview-view.css',
  shadow: true,
})
export class W3mWalletSendPreviewView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() send: SendState = $send.get();
  @State() chain: ChainState = $chain.get();
  /** The network fee estimate, or why there is none. */
  @State() estimate: { fee?: string; error?: string } = {};

  connectedCallback(): void {
    withLogoTable();
    this.subscriptions.watch($send, (send) => (this.send = send));
    this.subscriptions.watch($chain, (chain) => (this.chain = chain));
    void this.estimateFee();
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private async estimateFee(): Promise<void> {
    const { token, sendTokenAmount, receiverAddress } = $send.get();
    if (!token || !sendTokenAmount || !receiverAddress) return;
    try {
      this.estimate = { fee: await estimateSendFee(token, sendTokenAmount, receiverAddress) };
    } catch (error) {
      this.estimate = { error: errorText(error) };
    }
  }

  private readonly onSend = async (): Promise<void> => {
    const before = $router.get().transactionStack.length;
    try {
      await sendToken();
    } catch {
      // sendToken showed the error; the flow's stack entry (if it got that far) ends in error.
      if ($router.get().transactionStack.length > before) popTransactionStack('error');
      return;
    }
    await forgetBalances();
    showSuccess(money.send.sent);
    if ($router.get().transactionStack.length > before) popTransactionStack('success');
    if ($router.get().view === 'WalletSendPreview') reset('Account');
  };

  private readonly onCancel = (): void => goBack();

  render() {
    const { token, sendTokenAmount, receiverAddress, receiverProfileName, loading } = this.send;
    const network = this.chain.activeNetwork;
    const symbol = network?.nativeCurrency.symbol ?? '';
    const { fee, error } = this.estimate;
    return (
      <Host>
        <div class="view">
          <wui-text variant="small" color="secondary">
            {money.send.previewSending}
          </wui-text>
          <div class="amount">
            {token && <TokenImage symbol={token.symbol} iconUrl={token.iconUrl} size="md" />}
            <wui-text variant="title" data-testid="w3m-send-preview-amount">
              {token && sendTokenAmount ? quantity(sendTokenAmount, token.symbol) : ''}
            </wui-text>
          </div>
          <dl class="details">
            <dt>{money.send.previewTo}</dt>
            <dd data-testid="w3m-send-preview-receiver" title={receiverAddress}>
              {receiverProfileName ?? (receiverAddress ? shortenAddress(receiverAddress) : '')}
            </dd>
            <dt>{money.send.previewNetwork}</dt>
            <dd>{network?.name ?? ''}</dd>
            <dt>{money.send.networkFee}</dt>
            <dd data-testid="w3m-send-fee">
              {fee !== undefined ? quantity(fee, symbol) : error ? money.send.feeUnavailable : ''}
            </dd>
          </dl>
          <p class="error" role="alert" data-testid="w3m-send-error">
            {error}
          </p>
          <div class="actions">
            <wui-button
              variant="secondary"
              fullWidth
              disabled={loading}
              testId="w3m-send-cancel"
              onClick={this.onCancel}
            >
              {money.send.cancel}
            </wui-button>
            <wui-button
              fullWidth
              loading={loading}
              disabled={loading || Boolean(error) || !token}
              testId="w3m-send-confirm"
              onClick={this.onSend}
            >
              {money.send.confirm}
            </wui-button>
          </div>
        </div>
      </Host>
    );
  }
}
