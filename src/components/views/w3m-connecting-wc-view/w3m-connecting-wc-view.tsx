import { Component, State, h } from '@stencil/core';
import { isMobileDevice } from '../../../appkit/wallet-registry';
import { connectWalletConnect } from '../../../appkit/walletconnect';
import { walletconnect as strings } from '../../../locales/en/walletconnect';
import type { WalletListing } from '../../../stores/connector-types';
import { $router } from '../../../stores/router';
import { showError, showSuccess } from '../../../stores/snackbar';
import { $pairing, watchPairingExpiry, type PairingState } from '../../../stores/walletconnect';
import { StoreSubscriptions } from '../../store-subscriptions';
import { walletOpenLink } from './wc-links';

/**
 * ConnectingWalletConnect: a QR code of the pairing URI (with the chosen wallet's icon), a copy-link
 * button, "open in wallet" (SPEC §5 native link; followed at once on a phone) and, after a failure,
 * a retry. The URI is replaced by a fresh one when 10 s or less of its 4 min are left. Opened as
 * ConnectingWalletConnectBasic (`manualWCControl` hosts) it shows only the QR code and the copy link.
 */
@Component({ tag: 'w3m-connecting-wc-view', styleUrl: 'w3m-connecting-wc-view.css', shadow: true })
export class W3mConnectingWcView {
  private readonly subscriptions = new StoreSubscriptions();
  private stopExpiry: (() => void) | undefined;
  private readonly mobile = isMobileDevice();
  private openedFor: string | undefined;

  @State() pairing: PairingState = $pairing.get();
  @State() wallet: WalletListing | undefined = $router.get().data?.wallet;
  /** QR code and copy link only: the view was opened as ConnectingWalletConnectBasic. */
  @State() basic = $router.get().view === 'ConnectingWalletConnectBasic';

  connectedCallback(): void {
    this.subscriptions.watch($router, (router) => {
      this.wallet = router.data?.wallet;
      if (router.view.startsWith('ConnectingWalletConnect'))
        this.basic = router.view === 'ConnectingWalletConnectBasic';
    });
    this.subscriptions.watch($pairing, (pairing) => {
      this.pairing = pairing;
      this.followOnMobile();
    });
    this.stopExpiry = watchPairingExpiry(() => void connectWalletConnect());
    void connectWalletConnect();
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
    this.stopExpiry?.();
    this.stopExpiry = undefined;
  }

  /** On a phone the wallet's app is opened with the URI as soon as it exists (once per URI). */
  private followOnMobile(): void {
    const { uri } = this.pairing;
    if (!this.mobile || this.basic || !uri || this.openedFor === uri) return;
    const link = walletOpenLink(this.wallet, uri, true);
    if (!link) return;
    this.openedFor = uri;
    window.location.href = link;
  }

  private readonly onCopy = async (): Promise<void> => {
    const { uri } = this.pairing;
    if (!uri) return;
    try {
      await navigator.clipboard.writeText(uri);
      showSuccess(strings.copied, 'copy');
    } catch {
      showError(strings.copyFailed);
    }
  };

  /** Hands the URI to the wallet's app (its scheme or universal link). */
  private readonly onOpen = (link: string): void => {
    window.location.href = link;
  };

  private readonly onRetry = (): void => void connectWalletConnect();

  private renderCode() {
    const { status, uri } = this.pairing;
    if (status === 'error') {
      return [
        <wui-text variant="large" align="center" key="failed">
          {strings.failedTitle}
        </wui-text>,
        <div class="message" role="alert" key="error" data-testid="w3m-connecting-wc-error">
          <wui-text color="error" align="center">
            {this.pairing.error}
          </wui-text>
        </div>,
        <wui-button key="retry" variant="primary" testId="w3m-connecting-wc-retry" onClick={this.onRetry}>
          {strings.retry}
        </wui-button>,
      ];
    }
    if (!uri) {
      return (
        <div class="placeholder" key="placeholder">
          <wui-spinner label={strings.preparing} />
        </div>
      );
    }
    return (
      <wui-qr-code
        key="qr"
        uri={uri}
        size={260}
        imageSrc={this.basic ? undefined : (this.wallet?.imageUrl ?? undefined)}
        label={strings.qrLabel}
        testId="w3m-qr-code"
        data-uri={uri}
      />
    );
  }

  render() {
    const { uri } = this.pairing;
    const name = this.wallet?.name;
    const open = this.basic ? undefined : walletOpenLink(this.wallet, uri, this.mobile);
    // Without a code there is nothing to scan or copy: the error and its Retry stand alone.
    if (this.pairing.status === 'error') {
      return (
        <div class="view" data-status="error">
          {this.renderCode()}
        </div>
      );
    }
    return (
      <div class="view" data-status={this.pairing.status}>
        {this.renderCode()}
        <wui-text color="secondary" align="center">
          {name ? strings.scanWith(name) : strings.scanAny}
        </wui-text>
        <div class="actions">
          <wui-button variant="secondary" disabled={!uri} testId="copy-wc2-uri" onClick={this.onCopy}>
            {strings.copyLink}
          </wui-button>
          {open && name && (
            <wui-button variant="secondary" testId="w3m-connecting-wc-open" onClick={() => this.onOpen(open)}>
              {strings.openIn(name)}
            </wui-button>
          )}
        </div>
      </div>
    );
  }
}
