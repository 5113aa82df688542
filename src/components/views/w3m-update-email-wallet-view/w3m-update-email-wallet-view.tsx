import { Component, State, h } from '@stencil/core';
import { startEmailUpdate } from '../../../appkit/email-update';
import { email as strings } from '../../../locales/en/email';
import { $router } from '../../../stores/router';

/**
 * UpdateEmailWallet: the new address for the embedded wallet. Saving mails a code to the current
 * address (UpdateEmailPrimaryOtp follows); a malformed, unchanged or taken address shows why here.
 */
@Component({
  tag: 'w3m-update-email-wallet-view',
  styleUrl: 'w3m-update-email-wallet-view.css',
  shadow: true,
})
export class W3mUpdateEmailWalletView {
  @State() value = '';
  @State() error: string | undefined;
  @State() busy = false;

  private current(): string {
    return $router.get().data?.email ?? '';
  }

  private readonly onInput = (event: CustomEvent<string>): void => {
    this.value = event.detail;
    this.error = undefined;
  };

  private readonly onSubmit = async (): Promise<void> => {
    if (this.busy || this.value.trim() === '') return;
    this.busy = true;
    this.error = undefined;
    try {
      await startEmailUpdate(this.current(), this.value);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    } finally {
      this.busy = false;
    }
  };

  render() {
    return (
      <div class="view" data-testid="w3m-update-email-wallet-view">
        <wui-text variant="small" color="secondary" align="center">
          {strings.update.current(this.current())}
        </wui-text>
        <form
          noValidate
          onSubmit={(event: Event) => {
            event.preventDefault();
            void this.onSubmit();
          }}
        >
          <wui-text-input
            type="email"
            label={strings.update.label}
            placeholder={strings.update.label}
            value={this.value}
            error={this.error}
            disabled={this.busy}
            testId="w3m-update-email-input"
            onWuiInput={this.onInput}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void this.onSubmit();
              }
            }}
          />
          <wui-button
            variant="primary"
            fullWidth
            loading={this.busy}
            disabled={this.busy || this.value.trim() === ''}
            testId="w3m-update-email-submit"
            onClick={() => void this.onSubmit()}
          >
            {strings.update.submit}
          </wui-button>
        </form>
      </div>
    );
  }
}
