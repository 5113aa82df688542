import { Component, State, h } from '@stencil/core';
import { resendCode, waitForDeviceApproval } from '../../../appkit/email-login';
import { email as strings } from '../../../locales/en/email';
import { $router } from '../../../stores/router';

/**
 * EmailVerifyDevice (SPEC §2): a known account on a new browser. The frame waits for the mailed
 * approval link to be opened; then the code is mailed and EmailVerifyOtp takes over.
 */
@Component({
  tag: 'w3m-email-verify-device-view',
  styleUrl: 'w3m-email-verify-device-view.css',
  shadow: true,
})
export class W3mEmailVerifyDeviceView {
  @State() error: string | undefined;
  @State() waiting = true;

  private active = true;

  connectedCallback(): void {
    this.active = true;
    void this.wait();
  }

  disconnectedCallback(): void {
    this.active = false;
  }

  private address(): string {
    return $router.get().data?.email ?? '';
  }

  private async wait(): Promise<void> {
    this.waiting = true;
    this.error = undefined;
    try {
      await waitForDeviceApproval(this.address());
    } catch (error) {
      if (this.active) this.error = error instanceof Error ? error.message : String(error);
    } finally {
      if (this.active) this.waiting = false;
    }
  }

  private readonly onResend = async (): Promise<void> => {
    try {
      await resendCode(this.address());
      await this.wait();
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  };

  render() {
    return (
      <div class="view" data-testid="w3m-email-verify-device-view">
        <wui-icon name="wallet"></wui-icon>
        <wui-text variant="large" align="center">
          {strings.device.title}
        </wui-text>
        <wui-text variant="paragraph" color="secondary" align="center">
          {strings.device.description(this.address())}
        </wui-text>
        {this.waiting && <wui-spinner size="md" label={strings.device.waiting}></wui-spinner>}
        <p class="error" role="alert">
          {this.error}
        </p>
        {!this.waiting && (
          <wui-button
            variant="secondary"
            size="sm"
            testId="w3m-email-device-resend"
            onClick={() => void this.onResend()}
          >
            {strings.device.resend}
          </wui-button>
        )}
      </div>
    );
  }
}
