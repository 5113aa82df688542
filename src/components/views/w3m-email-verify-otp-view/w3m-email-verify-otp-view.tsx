import { Component, Element, State, h } from '@stencil/core';
import { resendCode, submitOtp } from '../../../appkit/email-login';
import { email as strings } from '../../../locales/en/email';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../stores/constants';
import { $router } from '../../../stores/router';
import { EMPTY_DIGITS, OtpBoxes, applyEdit, focusFirstBox } from '../shared/otp-boxes';

/**
 * EmailVerifyOtp (SPEC §2): six boxes for the mailed code (typing moves on, paste fills them all,
 * the sixth digit submits), the error of a wrong code, and a resend button with the 30 s cooldown.
 */
@Component({ tag: 'w3m-email-verify-otp-view', styleUrl: 'w3m-email-verify-otp-view.css', shadow: true })
export class W3mEmailVerifyOtpView {
  @Element() el!: HTMLElement;

  @State() digits: readonly string[] = EMPTY_DIGITS;
  @State() error: string | undefined;
  @State() busy = false;
  @State() resendSeconds = Math.ceil(EMAIL_LOGIN_COOLDOWN_MS / 1000);
  @State() notice: string | undefined;

  private timer: ReturnType<typeof setInterval> | undefined;
  private resendAt = Date.now() + EMAIL_LOGIN_COOLDOWN_MS;

  connectedCallback(): void {
    this.timer = setInterval(this.tick, 1000);
  }

  disconnectedCallback(): void {
    clearInterval(this.timer);
  }

  private address(): string {
    return $router.get().data?.email ?? '';
  }

  private readonly tick = (): void => {
    this.resendSeconds = Math.max(0, Math.ceil((this.resendAt - Date.now()) / 1000));
  };

  componentDidLoad(): void {
    focusFirstBox(this.el.shadowRoot);
  }

  private readonly onEdit = (index: number, text: string, box: EventTarget | null): void => {
    const { digits, code } = applyEdit(this.digits, index, text, box);
    this.digits = digits;
    this.error = undefined;
    if (code) void this.submit(code);
  };

  private async submit(code: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await submitOtp(this.address(), code);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      this.digits = EMPTY_DIGITS;
      this.busy = false;
      requestAnimationFrame(() => focusFirstBox(this.el.shadowRoot));
      return;
    }
    this.busy = false;
  }

  private readonly onResend = async (): Promise<void> => {
    if (this.resendSeconds > 0 || this.busy) return;
    this.notice = undefined;
    try {
      await resendCode(this.address());
      this.resendAt = Date.now() + EMAIL_LOGIN_COOLDOWN_MS;
      this.tick();
      this.notice = strings.otp.resent;
      this.error = undefined;
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  };

  render() {
    return (
      <div class="view" data-testid="w3m-email-verify-otp-view">
        <wui-text variant="paragraph" align="center">
          {strings.otp.sentTo(this.address())}
        </wui-text>
        <wui-text variant="small" color="secondary" align="center">
          {strings.otp.expires}
        </wui-text>
        <OtpBoxes
          digits={this.digits}
          disabled={this.busy}
          invalid={Boolean(this.error)}
          onEdit={this.onEdit}
        />
        {this.busy && <wui-spinner size="md" label={strings.otp.checking}></wui-spinner>}
        <p class="error" role="alert" data-testid="w3m-otp-error">
          {this.error}
        </p>
        {this.notice && (
          <wui-text variant="small" color="secondary" align="center">
            {this.notice}
          </wui-text>
        )}
        <wui-button
          variant="ghost"
          size="sm"
          disabled={this.resendSeconds > 0 || this.busy}
          testId="w3m-email-otp-resend"
          onClick={() => void this.onResend()}
        >
          {this.resendSeconds > 0 ? strings.otp.resendIn(this.resendSeconds) : strings.otp.resend}
        </wui-button>
      </div>
    );
  }
}
