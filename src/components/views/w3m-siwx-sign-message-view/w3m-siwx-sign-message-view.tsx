import { Component, State, h } from '@stencil/core';
import { cancelSignIn, isSignInRequired, signIn } from '../../../appkit/siwx-flow';
import { en } from '../../../locales/en';
import { $options } from '../../../stores/options';
import { $router } from '../../../stores/router';
import { showError } from '../../../stores/snackbar';
import { StoreSubscriptions } from '../../store-subscriptions';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';

/**
 * The sign-in views (SPEC §4). SIWXSignMessage: the app asks the connected wallet to sign a
 * sign-in message, with Sign and Cancel. ConnectingSiwe (the one-click path, where the wallet signs
 * while it connects): a spinner while the wallet is asked, with Cancel.
 */
@Component({
  tag: 'w3m-siwx-sign-message-view',
  styleUrl: 'w3m-siwx-sign-message-view.css',
  shadow: true,
})
export class W3mSiwxSignMessageView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() oneClick = $router.get().view === 'ConnectingSiwe';
  /** Which button's action is running. */
  @State() busy: 'sign' | 'cancel' | undefined;

  connectedCallback(): void {
    withLogoTable();
    this.subscriptions.watch($router, (router) => (this.oneClick = router.view === 'ConnectingSiwe'));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  /** Runs one button's action; a click while another runs is ignored, a failure shows in the snackbar. */
  private async run(kind: 'sign' | 'cancel', action: () => Promise<unknown>): Promise<void> {
    if (this.busy) return;
    this.busy = kind;
    try {
      await action();
    } catch (error) {
      showError(error);
    } finally {
      this.busy = undefined;
    }
  }

  private readonly onSign = (): Promise<void> => this.run('sign', signIn);

  private readonly onCancel = (): Promise<void> => this.run('cancel', cancelSignIn);

  render() {
    const strings = en.siwx;
    // The options are set once by createAppKit, before any view can open.
    const metadata = $options.get().metadata;
    const name = metadata?.name ?? strings.fallbackAppName;
    const icon = metadata?.icons[0];
    const cancel = (
      <wui-button
        variant="secondary"
        fullWidth
        loading={this.busy === 'cancel'}
        disabled={this.busy !== undefined}
        testId="w3m-connecting-siwe-cancel"
        onClick={this.onCancel}
      >
        {strings.cancel}
      </wui-button>
    );
    if (this.oneClick) {
      return (
        <div class="view">
          <wui-spinner size="lg" label={strings.authenticating} />
          <wui-text variant="large" align="center">
            {strings.authenticating}
          </wui-text>
          <wui-text color="secondary" align="center">
            {strings.waitingForWallet}
          </wui-text>
          <div class="actions">{cancel}</div>
        </div>
      );
    }
    return (
      <div class="view" data-testid="w3m-siwx-sign-message-view">
        <wui-wallet-image name={name} imageSrc={icon} size="lg" />
        <wui-text variant="large" align="center">
          {strings.title(name)}
        </wui-text>
        <wui-text color="secondary" align="center">
          {isSignInRequired() ? strings.description : strings.descriptionOptional}
        </wui-text>
        <div class="actions">
          {cancel}
          <wui-button
            variant="primary"
            fullWidth
            loading={this.busy === 'sign'}
            disabled={this.busy !== undefined}
            testId="w3m-connecting-siwe-sign"
            onClick={this.onSign}
          >
            {this.busy === 'sign' ? strings.signing : strings.sign}
          </wui-button>
        </div>
      </div>
    );
  }
}
