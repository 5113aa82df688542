import { Component, State, h } from '@stencil/core';
import { walletRequest as strings } from '../../../locales/en/wallet-request';
import { closeModal } from '../../../stores/modal';
import {
  $walletRequest,
  cancelWalletRequest,
  dismissWalletRequest,
  walletRequestWaiting,
  type WalletRequestState,
} from '../../../stores/wallet-request';
import { StoreSubscriptions } from '../../store-subscriptions';

/**
 * WalletRequest: a request sent to a wallet on another device (WalletConnect) waits for its answer
 * here, with Cancel; when the SPEC §9 request timeout passes first, it says so and offers Close.
 */
@Component({ tag: 'w3m-wallet-request-view', styleUrl: 'w3m-wallet-request-view.css', shadow: true })
export class W3mWalletRequestView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() request: WalletRequestState | undefined = $walletRequest.get();

  connectedCallback(): void {
    this.subscriptions.watch($walletRequest, (request) => (this.request = request));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  /** Cancels the request shown; the modal closes once no other request waits. */
  private readonly onCancel = (): void => {
    cancelWalletRequest();
    if (!walletRequestWaiting()) closeModal();
  };

  private readonly onClose = (): void => {
    dismissWalletRequest();
    if (!walletRequestWaiting()) closeModal();
  };

  render() {
    const request = this.request;
    const wallet = request?.walletName ?? '';
    if (request?.status === 'timedOut') {
      return (
        <div class="view" data-testid="w3m-wallet-request-view" data-status="timedOut">
          <div role="alert" data-testid="w3m-wallet-request-timeout">
            <wui-text variant="large" align="center">
              {strings.timedOutTitle}
            </wui-text>
            <wui-text color="secondary" align="center">
              {strings.timedOutText(wallet)}
            </wui-text>
          </div>
          <wui-button key="close" variant="primary" testId="w3m-wallet-request-close" onClick={this.onClose}>
            {strings.close}
          </wui-button>
        </div>
      );
    }
    return (
      <div class="view" data-testid="w3m-wallet-request-view" data-status="waiting" aria-busy="true">
        <wui-spinner size="lg" label={strings.waitingTitle(wallet)} />
        <wui-text variant="large" align="center">
          {strings.waitingTitle(wallet)}
        </wui-text>
        <wui-text color="secondary" align="center">
          {strings.waitingText}
        </wui-text>
        {request ? <wui-tag variant="neutral">{strings.method(request.method)}</wui-tag> : null}
        <wui-button
          key="cancel"
          variant="secondary"
          testId="w3m-wallet-request-cancel"
          disabled={!request}
          onClick={this.onCancel}
        >
          {strings.cancel}
        </wui-button>
      </div>
    );
  }
}
