import { Component, Prop, h } from '@stencil/core';
import { social as strings } from '../../../locales/en/social';
import { $options } from '../../../stores/options';
import { push } from '../../../stores/router';
import { withSocialLogosNow } from './social-logos-now';
import { socialButtons, splitForConnect } from './social-providers';
import { startSocialLoginFromClick } from './social-click';

/**
 * Connect's social buttons (SPEC §2/§9): the first provider as a large button, the next ones as
 * tiles and the rest behind ConnectSocials. Its own element, so none of it loads unless socials are
 * configured with a secure site; the frame is created when it first shows.
 */
@Component({ tag: 'w3m-social-login-list', styleUrl: 'w3m-social-login-list.css', shadow: true })
export class W3mSocialLoginList {
  /** Disables the buttons (the legal checkbox is not accepted yet). */
  @Prop() disabled = false;

  connectedCallback(): void {
    withSocialLogosNow();
    void import('../../../appkit/social-login').then((flow) => flow.ensureAuthFrame());
  }

  render() {
    const { first, tiles, more } = splitForConnect(socialButtons($options.get().features.socials));
    if (!first) return null;
    const name = (provider: string) => strings.providerName(provider);
    return (
      <div class="socials" role="group" aria-label={strings.listLabel}>
        <wui-list-item
          label={strings.continueWith(name(first))}
          wallet={name(first)}
          testId={`social-login-${first}`}
          disabled={this.disabled}
          onClick={() => !this.disabled && startSocialLoginFromClick(first)}
        ></wui-list-item>
        {(tiles.length > 0 || more) && (
          <div class="tiles">
            {tiles.map((provider) => (
              <button
                type="button"
                class="tile"
                data-testid={`social-login-${provider}`}
                aria-label={strings.continueWith(name(provider))}
                disabled={this.disabled}
                onClick={() => startSocialLoginFromClick(provider)}
              >
                <wui-wallet-image name={name(provider)} size="sm" />
              </button>
            ))}
            {more && (
              <button
                type="button"
                class="tile"
                data-testid="social-login-more"
                aria-label={strings.more}
                disabled={this.disabled}
                onClick={() => push('ConnectSocials')}
              >
                <wui-icon name="chevron-right" />
              </button>
            )}
          </div>
        )}
      </div>
    );
  }
}
