import { Component, h } from '@stencil/core';
import type { OAuthProvider } from '../../../appkit/social-login';
import { social as strings } from '../../../locales/en/social';
import { $options } from '../../../stores/options';
import { $router } from '../../../stores/router';
import { withSocialLogos } from '../w3m-social-login-list/social-logos';
import { socialButtons } from '../w3m-social-login-list/social-providers';
import { startSocialLoginFromClick } from '../w3m-social-login-list/social-click';

/**
 * The social views (SPEC §2), one element for both so the first load registers one tag:
 * ConnectSocials lists every configured provider; ConnectingSocial waits while the user is in the
 * provider's popup, with "Try again" opening a new popup. Leaving ConnectingSocial closes the
 * popup and stops waiting.
 */
@Component({ tag: 'w3m-social-view', styleUrl: 'w3m-social-view.css', shadow: true })
export class W3mSocialView {
  private readonly view = $router.get().view;

  connectedCallback(): void {
    withSocialLogos();
  }

  disconnectedCallback(): void {
    if (this.view === 'ConnectingSocial')
      void import('../../../appkit/social-login').then((flow) => flow.cancelSocialLogin());
  }

  private renderList() {
    return (
      <ul class="view list" aria-label={strings.listLabel} data-testid="w3m-connect-socials-view">
        {socialButtons($options.get().features.socials).map((provider) => {
          const name = strings.providerName(provider);
          return (
            <li key={provider}>
              <wui-list-item
                label={strings.continueWith(name)}
                wallet={name}
                testId={`social-login-${provider}`}
                onClick={() => startSocialLoginFromClick(provider)}
              ></wui-list-item>
            </li>
          );
        })}
      </ul>
    );
  }

  render() {
    if (this.view === 'ConnectSocials') return this.renderList();
    const provider = String($router.get().data?.arguments?.provider ?? '') as OAuthProvider;
    const name = strings.providerName(provider);
    return (
      <div class="view" data-testid="w3m-connecting-social-view">
        <wui-wallet-image name={name} size="lg" />
        <wui-text variant="large" align="center">
          {strings.connecting.title(name)}
        </wui-text>
        <wui-text variant="paragraph" color="secondary" align="center">
          {strings.connecting.waiting}
        </wui-text>
        <wui-spinner size="md" label={strings.connecting.waiting}></wui-spinner>
        <wui-button
          variant="secondary"
          size="sm"
          testId="w3m-connecting-social-retry"
          onClick={() => startSocialLoginFromClick(provider)}
        >
          <wui-icon name="refresh" size="sm" />
          {strings.connecting.retry}
        </wui-button>
      </div>
    );
  }
}
