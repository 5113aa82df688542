import { Component, Element, State, h } from '@stencil/core';
import { confirmPrimaryCode, confirmSecondaryCode, startEmailUpdate } from '../../../appkit/email-update';
import { email as strings } from '../../../locales/en/email';
import { $router } from '../../../stores/router';
import { EMPTY_DIGITS, OtpBoxes, applyEdit, focusFirstBox } from '../shared/otp-boxes';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Changing the embedded wallet's email, one element for three views (told apart by the router's
 * view): UpdateEmailWallet asks for the new address (a malformed, unchanged or taken one shows
 * why); UpdateEmailPrimaryOtp and UpdateEmailSecondaryOtp take the code mailed to the current
 * address, then the one mailed to the new address (a wrong or expired code shows the reason).
 */
@Component({ tag: 'w3m-update-email-view', styleUrl: 'w3m-update-email-view.css', shadow: true })
export class W3mUpdateEmailView {
  @Element() el!: HTMLElement;

  @State() value = '';
  @State() digits: readonly string[] = EMPTY_DIGITS;
  @State() error: string | undefined;
  @State() busy = false;

  private readonly view = $router.get().view;

  componentDidLoad(): void {
    focusFirstBox(this.el.shadowRoot);
  }

  private data() {
    const data = $router.get().data;
    return { email: data?.email ?? '', newEmail: data?.newEmail ?? '' };
  }

  private async run(step: () => Promise<void>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.error = undefined;
    try {
      await step();
      return true;
    } catch (error) {
      this.error = errorText(error);
      return false;
    } finally {
      this.busy = false;
    }
  }

  private readonly onSave = (): void => {
    if (this.value.trim() !== '') void this.run(() => startEmailUpdate(this.data().email, this.value));
  };

  private readonly onEdit = async (index: number, text: string, box: EventTarget | null): Promise<void> => {
    const { digits, code } = applyEdit(this.digits, index, text, box);
    this.digits = digits;
    this.error = undefined;
    if (!code) return;
    const secondary = this.view === 'UpdateEmailSecondaryOtp';
    const done = await this.run(() =>
      secondary ? confirmSecondaryCode(code) : confirmPrimaryCode(this.data(), code),
    );
    if (done) return;
    this.digits = EMPTY_DIGITS;
    requestAnimationFrame(() => focusFirstBox(this.el.shadowRoot));
  };

  private renderForm() {
    return (
      <div class="view" data-testid="w3m-update-email-wallet-view">
        <wui-text variant="small" color="secondary" align="center">
          {strings.update.current(this.data().email)}
        </wui-text>
        <form
          noValidate
          onSubmit={(event: Event) => {
            event.preventDefault();
            this.onSave();
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
            onWuiInput={(event: CustomEvent<string>) => {
              this.value = event.detail;
              this.error = undefined;
            }}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                this.onSave();
              }
            }}
          />
          <wui-button
            variant="primary"
            fullWidth
            loading={this.busy}
            disabled={this.busy || this.value.trim() === ''}
            testId="w3m-update-email-submit"
            onClick={this.onSave}
          >
            {strings.update.submit}
          </wui-button>
        </form>
      </div>
    );
  }

  render() {
    if (this.view === 'UpdateEmailWallet') return this.renderForm();
    const secondary = this.view === 'UpdateEmailSecondaryOtp';
    const { email, newEmail } = this.data();
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
        <OtpBoxes
          digits={this.digits}
          disabled={this.busy}
          invalid={Boolean(this.error)}
          onEdit={(index, text, box) => void this.onEdit(index, text, box)}
        />
        {this.busy && <wui-spinner size="md" label={strings.otp.checking}></wui-spinner>}
        <p class="error" role="alert" data-testid="w3m-otp-error">
          {this.error}
        </p>
      </div>
    );
  }
}
