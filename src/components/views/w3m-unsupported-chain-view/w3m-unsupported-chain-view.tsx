import { Component, Host, State, h } from '@stencil/core';
import type { CaipNetwork, CaipNetworkId } from '../../../chains/network-types';
import { disconnectNamespaces } from '../../../appkit/disconnect';
import { en } from '../../../locales/en';
import { $accounts } from '../../../stores/account';
import { $chain, type ChainState } from '../../../stores/chain';
import { closeModal } from '../../../stores/modal';
import { $options } from '../../../stores/options';
import { $router, reset } from '../../../stores/router';
import { showError } from '../../../stores/snackbar';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { StoreSubscriptions } from '../../store-subscriptions';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';
import { NetworkList } from '../w3m-networks-view/network-list';
import { networkRows } from '../w3m-networks-view/network-rows';
import { canSwitchTo, trySwitchNetwork } from '../w3m-networks-view/network-switch';
import { SwitchVisits } from '../w3m-networks-view/switch-visits';

/**
 * The UnsupportedChain view: the wallet sits on a network this app does not support. It lists
 * the configured networks to switch to (success resets to Account) and offers Disconnect. The
 * modal cannot be closed here ($closingDisabled).
 */
@Component({ tag: 'w3m-unsupported-chain-view', styleUrl: 'w3m-unsupported-chain-view.css', shadow: true })
export class W3mUnsupportedChainView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() themeMode: ThemeMode = 'dark';
  @State() chain: ChainState = $chain.get();
  @State() switchEnabled = $options.get().enableNetworkSwitch;
  /** Bumped when accounts change, so the rows ask `canSwitchTo` again (any state change re-renders). */
  @State() accountsVersion = 0;
  @State() switchingId: CaipNetworkId | undefined;
  @State() disconnecting = false;
  /** A switch from an earlier visit (the wallet moved to another unsupported network) releases the rows. */
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

  private readonly onSelect = async (network: CaipNetwork): Promise<void> => {
    if (this.switchingId !== undefined || this.disconnecting) return;
    const visit = this.visits.current;
    this.switchingId = network.caipNetworkId;
    const switched = await trySwitchNetwork(network);
    if (!this.visits.isCurrent(visit)) return;
    this.switchingId = undefined;
    if (switched && $router.get().view === 'UnsupportedChain') reset('Account');
  };

  private readonly onDisconnect = async (): Promise<void> => {
    if (this.disconnecting) return;
    this.disconnecting = true;
    try {
      await disconnectNamespaces(undefined);
      closeModal();
    } catch (error) {
      showError(error);
    } finally {
      this.disconnecting = false;
    }
  };

  render() {
    // The wallet's network is not one of these, so no row is marked as the active one.
    const rows = networkRows({
      networks: this.chain.networks,
      activeNetworkId: undefined,
      approvedNetworkIds: this.chain.approvedNetworkIds,
      switchEnabled: this.switchEnabled,
      canSwitch: canSwitchTo,
      switchingId: this.switchingId,
    });
    const strings = en.networks.unsupportedChain;
    return (
      <Host data-theme={this.themeMode}>
        <div class="view">
          <div class="intro">
            <wui-icon name="warning" size="lg"></wui-icon>
            <wui-text variant="large" align="center">
              {strings.title}
            </wui-text>
            <wui-text variant="paragraph" color="secondary" align="center">
              {strings.description}
            </wui-text>
          </div>
          <NetworkList rows={rows} label={en.networks.listLabel} onSelect={this.onSelect} />
          <wui-button
            variant="danger"
            fullWidth
            loading={this.disconnecting}
            // Usable while a switch waits: a wallet that never answers must not trap the user here.
            disabled={this.disconnecting}
            testId="disconnect-button"
            onClick={this.onDisconnect}
          >
            {strings.disconnect}
          </wui-button>
        </div>
      </Host>
    );
  }
}
