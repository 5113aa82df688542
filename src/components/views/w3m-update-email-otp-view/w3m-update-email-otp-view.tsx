import { Component, Element, State, h } from '@stencil/core';
import { confirmPrimaryCode, confirmSecondaryCode } from '../../../appkit/email-update';
import { email as strings } from '../../../locales/en/email';
import { $router } from '../../../stores/router';

/**
 * UpdateEmailPrimaryOtp and UpdateEmailSecondaryOtp (one element, told apart by the router's
 * view): six boxes for the code mailed to the current address, then to the new one. A wrong or
 * expired code shows the secure site's reason and empties the boxes.
 */
@Component({ tag: 'w3m-update-email-otp-view', styleUrl: 'w3m-update-email-otp-view.css', shadow: true })
export class W3mUpdateEmailOtpView {
  @Element() el!: HTMLElement;

  @State() error: string | undefined;
  @State() busy = false;

  private secondary(): boolean {
    return $router.get().view === 'UpdateEmailSecondaryOtp';
  }

  private update() {
    const data = $router.get().data;
    return { email: data?.email ?? '', newEmail: data?.newEmail ?? '' };
  }

  private async submit(code: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      if (this.secondary()) await confirmSecondaryCode(code);
      else await confirmPrimaryCode(this.update(), code);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      void this.el.shadowRoot
        ?.querySelector<HTMLElement & { clear(): Promise<void> }>('wui-otp-input')
        ?.clear();
    } finally {
      this.busy = false;
    }
  }

  render() {
    const secondary = this.secondary();
    const { email, newEmail } = this.update();
    return (
      <div
        class="view"
        data-testid={secondary ? 'w3m-update-email-secondary-otp-view' : 'w3m-update-email-primary-otp-view'}
      >
        <wui-text variant="paragraph" align="center">
          {secondary ? strings.update.secondarySentTo(newEmail) : strings.update.primarySentTo(email)}
        </wui-text>
        <wui-text variant="small" color="secondary" align="center">
          {strings.otp.expires}
        </wui-text>
        <wui-otp-input
          key={secondary ? 'secondary' : 'primary'}
          disabled={this.busy}
          invalid={Boolean(this.error)}
          onWuiEdit={() => (this.error = undefined)}
          onWuiComplete={(event: CustomEvent<string>) => void this.submit(event.detail)}
        ></wui-otp-input>
        {this.busy && <wui-spinner size="md" label={strings.otp.checking}></wui-spinner>}
        <p class="error" role="alert" data-testid="w3m-otp-error">
          {this.error}
        </p>
      </div>
    );
  }
}
