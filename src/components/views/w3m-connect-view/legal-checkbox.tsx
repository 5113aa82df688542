import { type FunctionalComponent, h } from '@stencil/core';
import { connect } from '../../../locales/en/connect';
import type { ResolvedOptions } from '../../../stores/options';

/** SPEC §3: the legal checkbox shows when the feature is on and a terms or privacy URL is set. */
export function legalRequired(options: ResolvedOptions): boolean {
  return options.features.legalCheckbox && Boolean(options.termsConditionsUrl || options.privacyPolicyUrl);
}

interface LegalCheckboxProps {
  options: ResolvedOptions;
  accepted: boolean;
  onChange: (event: CustomEvent<boolean>) => void;
}

/** "I agree to the Terms of Service and Privacy Policy", with a hint while unchecked. */
export const LegalCheckbox: FunctionalComponent<LegalCheckboxProps> = ({ options, accepted, onChange }) => {
  const terms = options.termsConditionsUrl;
  const privacy = options.privacyPolicyUrl;
  return (
    <div class="legal">
      <wui-checkbox checked={accepted} testId="w3m-legal-checkbox" onWuiChange={onChange}>
        {`${connect.legal.checkboxPrefix} `}
        {terms && (
          <wui-link href={terms} external>
            {connect.legal.terms}
          </wui-link>
        )}
        {terms && privacy && ` ${connect.legal.and} `}
        {privacy && (
          <wui-link href={privacy} external>
            {connect.legal.privacy}
          </wui-link>
        )}
      </wui-checkbox>
      {!accepted && (
        <wui-text variant="small" color="secondary">
          {connect.legal.hint}
        </wui-text>
      )}
    </div>
  );
};
