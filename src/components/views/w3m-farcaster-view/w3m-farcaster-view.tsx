import { Component, Host, State, h } from '@stencil/core';
import { social as strings } from '../../../locales/en/social';
import { notices } from '../../../locales/en/notices';
import { $accounts, setAccountProp, type AccountsState } from '../../../stores/account';
import { showError, showSuccess } from '../../../stores/snackbar';
import { StoreSubscriptions } from '../../store-subscriptions';
import { withSocialLogos } from '../w3m-social-login-list/social-logos';

/**
 * ConnectingFarcaster (SPEC §2): Sign In With Farcaster's link as a QR code to scan with the
 * phone, an "open in the Farcaster app" link and a copy button, while the secure frame waits for
 * the app's signature. Leaving the view early is the router's rule (clear, reload, resync).
 */
@Component({ tag: 'w3m-farcaster-view', styleUrl: 'w3m-farcaster-view.css', shadow: true })
export class W3mFarcasterView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() accounts: AccountsState = $accounts.get();

  connectedCallback(): void {
    withSocialLogos();
    // A link still held from an earlier visit belongs to a channel this visit abandons: a code on
    // screen is only ever this visit's (the 100 ms cleanup may not have run yet).
    setAccountProp('eip155', 'farcasterUrl', undefined);
    this.subscriptions.watch($accounts, (accounts) => (this.accounts = accounts));
    void import('../../../appkit/farcaster-login').then((flow) => flow.startFarcasterLogin());
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private readonly onCopy = async (): Promise<void> => {
    const url = this.accounts.eip155.farcasterUrl;
    if (!url) return;
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(url);
      showSuccess(strings.farcaster.copied);
    } catch {
      showError(notices.copyLinkFailed);
    }
  };

  render() {
    const url = this.accounts.eip155.farcasterUrl;
    return (
      <Host>
        <div class="view" data-testid="w3m-connecting-farcaster-view">
          {url ? (
            <wui-qr-code
              key="qr"
              uri={url}
              size={232}
              label={strings.farcaster.qrLabel}
              testId="w3m-qr-code"
              data-uri={url}
            ></wui-qr-code>
          ) : (
            <div class="placeholder" key="placeholder">
              <wui-spinner label={strings.farcaster.preparing}></wui-spinner>
            </div>
          )}
          <wui-text variant="paragraph" align="center">
            {strings.farcaster.title}
          </wui-text>
          <wui-text variant="small" color="secondary" align="center">
            {strings.farcaster.description}
          </wui-text>
          {url ? (
            <div class="actions" key="actions">
              <wui-link href={url} external data-testid="w3m-farcaster-open">
                {strings.farcaster.openApp}
              </wui-link>
              <wui-icon-button
                icon="copy"
                size="sm"
                label={strings.farcaster.copy}
                testId="w3m-farcaster-copy"
                onClick={this.onCopy}
              ></wui-icon-button>
            </div>
          ) : null}
        </div>
      </Host>
    );
  }
}
