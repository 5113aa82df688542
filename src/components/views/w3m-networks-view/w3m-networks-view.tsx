import { Component, Host, State, h } from '@stencil/core';
import type { CaipNetwork, CaipNetworkId } from '../../../chains/network-types';
import { en } from '../../../locales/en';
import { $accounts } from '../../../stores/account';
import { $chain, type ChainState } from '../../../stores/chain';
import { $options } from '../../../stores/options';
import { $router, goBack, push } from '../../../stores/router';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { StoreSubscriptions } from '../../store-subscriptions';
import { NetworkList } from './network-list';
import { filterNetworks, networkRows } from './network-rows';
import { canSwitchTo, trySwitchNetwork } from './network-switch';
import { SwitchVisits } from './switch-visits';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';

/**
 * The Networks view: search the configured networks and switch to one. The switch runs through
 * the namespace client; on success the view goes back (SPEC §2), on failure the error shows in
 * the snackbar and the row can be used again.
 */
@Component({ tag: 'w3m-networks-view', styleUrl: 'w3m-networks-view.css', shadow: true })
export class W3mNetworksView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() themeMode: ThemeMode = 'dark';
  @State() chain: ChainState = $chain.get();
  @State() switchEnabled = $options.get().enableNetworkSwitch;
  /** Bumped when accounts change, so the rows ask `canSwitchTo` again (any state change re-renders). */
  @State() accountsVersion = 0;
  @State() query = '';
  @State() switchingId: CaipNetworkId | undefined;
  /** A switch from an earlier visit (the modal closed, or opened again on Networks) releases the rows. */
  private readonly visits = new SwitchVisits();

  connectedCallback(): void {
    withLogoTable();
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
    this.subscriptions.watch($chain, (chain) => (this.chain = chain));
    this.subscriptions.watch($options, (options) => (this.switchEnabled = options.enableNetworkSwitch));
    this.subscriptions.watch($accounts, () => (this.accountsVersion += 1));
    this.subscriptions.watch($router, (router) => {
      if (this.visits.follow(router.history)) this.switchingId = undefined;
    });
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
    this.visits.leave();
    this.switchingId = undefined;
  }

  private readonly onSearch = (event: CustomEvent<string>): void => {
    this.query = typeof event.detail === 'string' ? event.detail : '';
  };

  private readonly onSelect = async (network: CaipNetwork): Promise<void> => {
    if (this.switchingId !== undefined) return;
    const visit = this.visits.current;
    this.switchingId = network.caipNetworkId;
    const switched = await trySwitchNetwork(network);
    // Superseded: the user closed the modal or opened Networks again while it ran.
    if (!this.visits.isCurrent(visit)) return;
    this.switchingId = undefined;
    // A wallet event may have moved the router meanwhile (e.g. to UnsupportedChain): leave it be.
    if (switched && $router.get().view === 'Networks') goBack();
  };

  private readonly onWhatIsANetwork = (): void => push('WhatIsANetwork');

  render() {
    const rows = networkRows({
      networks: filterNetworks(this.chain.networks, this.query),
      activeNetworkId: this.chain.activeNetwork?.caipNetworkId,
      approvedNetworkIds: this.chain.approvedNetworkIds,
      switchEnabled: this.switchEnabled,
      canSwitch: canSwitchTo,
      switchingId: this.switchingId,
    });
    return (
      <Host data-theme={this.themeMode}>
        <div class="view">
          <wui-search-input
            value={this.query}
            label={en.networks.search.label}
            placeholder={en.networks.search.placeholder}
            testId="w3m-networks-search"
            onWuiInput={this.onSearch}
          ></wui-search-input>
          {rows.length > 0 ? (
            <NetworkList rows={rows} label={en.networks.listLabel} onSelect={this.onSelect} />
          ) : (
            <wui-empty-state
              icon="network"
              heading={en.networks.noResults}
              description={en.networks.noResultsDescription}
            ></wui-empty-state>
          )}
          <wui-button
            variant="secondary"
            size="sm"
            testId="w3m-what-is-a-network"
            onClick={this.onWhatIsANetwork}
          >
            <wui-icon name="info" size="sm"></wui-icon>
            {en.networks.whatIsANetwork}
          </wui-button>
        </div>
      </Host>
    );
  }
}
