import { h } from '@stencil/core';
import { email as strings } from '../../../locales/en/email';

/** What the email field shows and reports. */
export interface EmailFieldProps {
  value: string;
  error: string | undefined;
  busy: boolean;
  onInput: (event: CustomEvent<string>) => void;
  onSubmit: () => void;
}

/**
 * Connect's email field (SPEC §2): a labelled input and a Continue button. It stays light: the
 * login flow and the frame code load only when the view mounts with email on (email-login.ts).
 */
export const EmailField = (props: EmailFieldProps) => (
  <form
    class="email"
    key="email"
    noValidate
    onSubmit={(event: Event) => {
      event.preventDefault();
      props.onSubmit();
    }}
  >
    <wui-text-input
      type="email"
      label={strings.field.label}
      placeholder={strings.field.placeholder}
      value={props.value}
      error={props.error}
      disabled={props.busy}
      testId="w3m-email-login-input"
      onWuiInput={props.onInput}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          props.onSubmit();
        }
      }}
    />
    <wui-button
      variant="primary"
      fullWidth
      loading={props.busy}
      disabled={props.busy || props.value.trim() === ''}
      testId="w3m-email-login-submit"
      onClick={props.onSubmit}
    >
      {strings.field.submit}
    </wui-button>
  </form>
);
