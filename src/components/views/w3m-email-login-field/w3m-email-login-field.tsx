import { Component, Prop, State, h } from '@stencil/core';
import { BUILD } from '@stencil/core/internal/app-data';
import { email as strings } from '../../../locales/en/email';
import { preloadBundleFiles } from '../../dom/bundle-files';

/** The code step's element; its bundle also holds the device step and the whole login flow. */
const VERIFY_STEPS_TAG = 'w3m-email-verify-otp-view';

/**
 * Connect's email field (SPEC §2): a labelled input and a Continue button. Its own element, so
 * none of it loads on the open path unless email login is on; the login flow and the frame code
 * load when it first shows (SPEC §4: the frame is created when Connect first shows).
 */
@Component({ tag: 'w3m-email-login-field', styleUrl: 'w3m-email-login-field.css', shadow: true })
export class W3mEmailLoginField {
  @State() value = '';
  @State() error: string | undefined;
  @State() busy = false;

  /** Disables the field (the legal checkbox is not accepted yet). */
  @Prop() disabled = false;

  connectedCallback(): void {
    // Lazy build: the verification steps' files, which hold the login flow (frame code, zod), all
    // at once, instead of chunk after chunk as the import below names them. The field shows first.
    if (BUILD.lazyLoad) preloadBundleFiles(VERIFY_STEPS_TAG);
    void import('../../../appkit/email-login').then((flow) => flow.ensureAuthFrame());
  }

  private readonly onInput = (event: CustomEvent<string>): void => {
    this.value = event.detail;
    this.error = undefined;
  };

  private readonly onSubmit = async (): Promise<void> => {
    if (this.busy || this.disabled) return;
    this.busy = true;
    this.error = undefined;
    try {
      const flow = await import('../../../appkit/email-login');
      await flow.submitEmail(this.value);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    } finally {
      this.busy = false;
    }
  };

  render() {
    return (
      <form
        noValidate
        onSubmit={(event: Event) => {
          event.preventDefault();
          void this.onSubmit();
        }}
      >
        <wui-text-input
          type="email"
          label={strings.field.label}
          placeholder={strings.field.placeholder}
          value={this.value}
          error={this.error}
          disabled={this.busy || this.disabled}
          testId="w3m-email-login-input"
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
          disabled={this.busy || this.disabled || this.value.trim() === ''}
          testId="w3m-email-login-submit"
          onClick={() => void this.onSubmit()}
        >
          {strings.field.submit}
        </wui-button>
      </form>
    );
  }
}
