import { Component, Host, State, h } from '@stencil/core';
import { onrampConfigured, startOnramp } from '../../../appkit/onramp-actions';
import { onramp as strings } from '../../../locales/en/onramp';
import { $chain, type ChainState } from '../../../stores/chain';
import { errorText } from '../../../stores/error-text';
import {
  $onramp,
  ONRAMP_PROVIDERS,
  setOnrampAmount,
  type OnrampProvider,
  type OnrampState,
} from '../../../stores/onramp';
import { isRestrictedTimezone } from '../../../stores/restricted-timezones';
import { push } from '../../../stores/router';
import { StoreSubscriptions } from '../../store-subscriptions';
import { RegionUnavailable } from '../shared/region-unavailable';

/**
 * Buy crypto (OnRampProviders): the asset to buy and the currency to pay with (each opens its
 * picker), an optional amount, and the SPEC §9 providers serving the active namespace with their
 * fees. Choosing one opens its page in a popup with the address, network and asset filled in.
 */
@Component({ tag: 'w3m-onramp-providers-view', styleUrl: 'w3m-onramp-providers-view.css', shadow: true })
export class W3mOnrampProvidersView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() onramp: OnrampState = $onramp.get();
  @State() chain: ChainState = $chain.get();
  @State() error: string | undefined;

  connectedCallback(): void {
    this.subscriptions.watch($onramp, (onramp) => (this.onramp = onramp));
    this.subscriptions.watch($chain, (chain) => (this.chain = chain));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private choose(provider: OnrampProvider): void {
    try {
      this.error = undefined;
      startOnramp(provider.id);
    } catch (error) {
      this.error = errorText(error);
    }
  }

  render() {
    if (isRestrictedTimezone()) return <RegionUnavailable />;
    const network = this.chain.activeNetwork;
    const namespace = network?.chainNamespace;
    const asset = this.onramp.asset ?? network?.nativeCurrency.symbol ?? '';
    const providers = ONRAMP_PROVIDERS.filter((provider) =>
      (provider.namespaces as readonly string[]).includes(namespace ?? ''),
    );
    return (
      <Host>
        <div class="view">
          <wui-list-item
            label={asset}
            description={strings.buy}
            chevron
            testId="w3m-onramp-asset"
            onClick={() => push('OnRampTokenSelect')}
          />
          <wui-list-item
            label={this.onramp.fiatCurrency}
            description={strings.payWith}
            chevron
            testId="w3m-onramp-fiat"
            onClick={() => push('OnRampFiatSelect')}
          />
          <wui-text-input
            label={strings.amountLabel}
            placeholder="0"
            value={this.onramp.fiatAmount}
            testId="w3m-onramp-amount"
            onWuiInput={(event: CustomEvent<string>) => setOnrampAmount(event.detail)}
          ></wui-text-input>
          <ul class="list" aria-label={strings.providersLabel}>
            {providers.map((provider) => {
              const ready = onrampConfigured(provider.id);
              return (
                <li key={provider.id}>
                  <wui-list-item
                    label={provider.name}
                    description={ready ? strings.fees(provider.feeRange) : strings.notConfigured}
                    disabled={!ready}
                    chevron
                    testId={`w3m-onramp-provider-${provider.id}`}
                    onClick={() => this.choose(provider)}
                  />
                </li>
              );
            })}
          </ul>
          <p class="error" role={this.error ? 'alert' : undefined} data-testid="w3m-onramp-error">
            {this.error ?? ''}
          </p>
        </div>
      </Host>
    );
  }
}
