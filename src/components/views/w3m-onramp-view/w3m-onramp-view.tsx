import { Component, Host, State, h } from '@stencil/core';
import { startOnramp } from '../../../appkit/onramp-actions';
import { $chain, type ChainState } from '../../../stores/chain';
import { errorText } from '../../../stores/error-text';
import { $onramp, type OnrampProvider, type OnrampState } from '../../../stores/onramp';
import { isRestrictedTimezone } from '../../../stores/restricted-timezones';
import { $router, type ViewName } from '../../../stores/router';
import { StoreSubscriptions } from '../../store-subscriptions';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';
import { RegionUnavailable } from '../shared/region-unavailable';
import { BuyInProgress } from './buy-in-progress';
import { OnrampFiatList, OnrampTokenList } from './onramp-pickers';
import { OnrampProviders } from './onramp-providers';

/**
 * Buy crypto: one element for the four onramp views (OnRampProviders, OnRampTokenSelect,
 * OnRampFiatSelect, BuyInProgress), so the flow loads as one chunk. Choosing a provider opens its
 * page in a popup with the address, network and asset filled in. Hidden in restricted timezones (SPEC §6).
 */
@Component({ tag: 'w3m-onramp-view', styleUrl: 'w3m-onramp-view.css', shadow: true })
export class W3mOnrampView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() onramp: OnrampState = $onramp.get();
  @State() chain: ChainState = $chain.get();
  @State() view: ViewName = $router.get().view;
  @State() error: string | undefined;

  connectedCallback(): void {
    withLogoTable();
    this.subscriptions.watch($onramp, (onramp) => (this.onramp = onramp));
    this.subscriptions.watch($chain, (chain) => (this.chain = chain));
    this.subscriptions.watch($router, (router) => (this.view = router.view));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private readonly onChoose = (provider: OnrampProvider): void => {
    try {
      this.error = undefined;
      startOnramp(provider.id);
    } catch (error) {
      this.error = errorText(error);
    }
  };

  render() {
    if (isRestrictedTimezone()) return <RegionUnavailable />;
    const network = this.chain.activeNetwork;
    return (
      <Host>
        {this.view === 'OnRampTokenSelect' ? (
          <OnrampTokenList network={network} chosen={this.onramp.asset} />
        ) : this.view === 'OnRampFiatSelect' ? (
          <OnrampFiatList chosen={this.onramp.fiatCurrency} />
        ) : this.view === 'BuyInProgress' ? (
          <BuyInProgress onramp={this.onramp} network={network} />
        ) : (
          <OnrampProviders
            onramp={this.onramp}
            network={network}
            error={this.error}
            onChoose={this.onChoose}
          />
        )}
      </Host>
    );
  }
}
