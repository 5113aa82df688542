import { Component, State, h } from '@stencil/core';
import { connectConnector } from '../../../appkit/connect';
import { openWalletConnect } from '../../../appkit/walletconnect-route';
import {
  connectEnvironment,
  loadWalletRegistry,
  openWalletLink,
  walletLinkFor,
} from '../../../appkit/wallet-registry';
import { connect } from '../../../locales/en/connect';
import {
  $connectors,
  $excludedWallets,
  $recentWallets,
  connectMethodsOrder,
  connectorSections,
  visibleConnectors,
  type ConnectorEnvironment,
} from '../../../stores/connectors';
import { $options, type ResolvedOptions } from '../../../stores/options';
import { $router, push } from '../../../stores/router';
import {
  $walletRegistry,
  type RegistryWallet,
  type WalletRegistryState,
} from '../../../stores/wallet-registry';
import { StoreSubscriptions } from '../../store-subscriptions';
import { CONNECT_INSTALLED_LIMIT, connectRows, showAllWallets, type WalletRow } from './connect-rows';
import { walletsCollapsed } from './collapse-wallets';
import {
  EMAIL_FIELD,
  SOCIAL_LIST,
  emailLoginEnabled,
  loadShownPanels,
  socialLoginEnabled,
} from './connect-panels';
import { LegalCheckbox, legalRequired } from './legal-checkbox';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';
import { withConnectLogos } from '../../primitives/shared/logos/connect-logos-now';
import { IconSvg } from '../../primitives/wui-icon/icon-svg';

let explainedMissingSecureSite = false;

/**
 * The Connect view: the connect methods in their order (SPEC §2), the wallet sections with
 * content, an "All wallets" entry, the optional legal checkbox and a "What is a wallet?" link.
 * The email field and the social buttons show with their feature on and a secureSiteUrl.
 */
@Component({
  tag: 'w3m-connect-view',
  styleUrls: ['../../primitives/wui-icon/icon-svg.css', 'w3m-connect-view.css'],
  shadow: true,
})
export class W3mConnectView {
  private readonly subscriptions = new StoreSubscriptions();
  /** Read on each connect (before the first render): whether this is a phone, installed wallets. */
  private environment!: ConnectorEnvironment;

  @State() options: ResolvedOptions = $options.get();
  @State() registry: WalletRegistryState = $walletRegistry.get();
  /** Bumped when connectors, exclusions or recent wallets change (any state change re-renders). */
  @State() connectorsVersion = 0;
  @State() legalAccepted = false;
  /** Shown as ConnectWallets: only the wallets (they sat behind "Continue with a wallet" on Connect). */
  private readonly walletsOnly = $router.get().view === 'ConnectWallets';

  connectedCallback(): void {
    withLogoTable();
    withConnectLogos();
    this.environment = connectEnvironment();
    const bump = () => (this.connectorsVersion += 1);
    this.subscriptions.watch($connectors, bump);
    this.subscriptions.watch($excludedWallets, bump);
    this.subscriptions.watch($recentWallets, bump);
    this.subscriptions.watch($options, (options) => {
      this.options = options;
      void loadWalletRegistry();
      // A panel turned on later upgrades in place once its code has loaded.
      void loadShownPanels(options);
    });
    this.subscriptions.watch($walletRegistry, (registry) => (this.registry = registry));
    this.prepareEmailLogin();
  }

  disconnectedCallback(): void {
    // Without this every open of Connect kept the closed view alive through its store listeners.
    this.subscriptions.clear();
  }

  /** SPEC §4: without a secureSiteUrl the email field stays hidden, and a debug line says why. */
  private prepareEmailLogin(): void {
    const options = $options.get();
    if (options.features.email && !emailLoginEnabled(options) && !explainedMissingSecureSite) {
      explainedMissingSecureSite = true;
      console.debug('w3m: email and social login are hidden: set secureSiteUrl to enable them');
    }
  }

  private readonly hasLink = (wallet: RegistryWallet): boolean => walletLinkFor(wallet) !== undefined;

  private readonly onRow = (row: WalletRow): void => {
    if (this.locked() || row.unavailable) return;
    const action = row.action;
    if (action.kind === 'connector') void connectConnector(action.connector.id);
    else if (action.kind === 'walletConnect') openWalletConnect();
    else if (action.wallet.installed && action.wallet.connectorId)
      void connectConnector(action.wallet.connectorId);
    else if (!openWalletConnect(action.wallet)) openWalletLink(action.wallet);
  };

  private readonly onAllWallets = (): void => {
    if (!this.locked()) push('AllWallets');
  };

  private readonly onWhatIsAWallet = (): void => push('WhatIsAWallet');

  private readonly onLegalChange = (event: CustomEvent<boolean>): void => {
    this.legalAccepted = event.detail === true;
  };

  /** SPEC §3 legalCheckbox: wallets stay disabled until the terms are accepted. */
  private locked(): boolean {
    return legalRequired(this.options) && !this.legalAccepted;
  }

  private rows(allWallets: boolean): WalletRow[] {
    const env = this.environment;
    const lists = { featured: this.registry.featured, recommended: this.registry.recommended };
    return connectRows({
      sections: connectorSections(env, lists),
      connectors: visibleConnectors(env),
      recent: $recentWallets.get(),
      wallets: this.registry.listings,
      featured: this.registry.featured,
      recommended: this.registry.recommended,
      customWalletIds: this.options.customWallets.map((wallet) => wallet.id),
      hasLink: this.hasLink,
      installedLimit: allWallets ? CONNECT_INSTALLED_LIMIT : undefined,
    });
  }

  private renderWallets() {
    const locked = this.locked();
    const allWallets = showAllWallets(
      this.options.allWallets,
      this.options.features.allWallets,
      this.environment.isMobile,
    );
    const rows = this.rows(allWallets);
    return (
      <ul class="wallets" aria-label={connect.list.label} key="wallet">
        {rows.map((row) => (
          <li key={row.key}>
            <wui-list-item
              label={row.label}
              wallet={row.label}
              imageSrc={row.imageSrc}
              description={row.description}
              tag={row.tag}
              tagVariant={row.tagVariant ?? 'neutral'}
              chevron={!row.unavailable}
              disabled={locked || row.unavailable}
              testId={row.testId}
              onClick={() => this.onRow(row)}
            ></wui-list-item>
          </li>
        ))}
        {this.registry.loading && this.registry.listings.length === 0 && (
          <li
            key="loading"
            role="status"
            aria-label={connect.allWallets.loading}
            data-testid="w3m-connect-wallets-loading"
          >
            <wui-shimmer width="100%" height="56px" />
          </li>
        )}
        {allWallets && (
          <li key="all-wallets">
            <wui-list-item
              label={connect.list.allWallets}
              tag={this.registry.count > 0 ? connect.list.allWalletsCount(this.registry.count) : undefined}
              chevron
              disabled={locked}
              testId="all-wallets"
              onClick={this.onAllWallets}
            >
              <IconSvg slot="image" name="wallet" />
            </wui-list-item>
          </li>
        )}
      </ul>
    );
  }

  render() {
    const [EmailField, SocialList] = [EMAIL_FIELD, SOCIAL_LIST];
    const emailShown = !this.walletsOnly && emailLoginEnabled(this.options);
    const collapsed = walletsCollapsed(this.options, emailShown);
    const locked = this.locked();
    return (
      <div class="view">
        {legalRequired(this.options) && (
          <LegalCheckbox options={this.options} accepted={this.legalAccepted} onChange={this.onLegalChange} />
        )}
        {(this.walletsOnly ? ['wallet'] : connectMethodsOrder(this.environment)).map((method) => {
          if (method === 'wallet')
            return this.options.enableWallets && !collapsed ? this.renderWallets() : null;
          if (method === 'email' && emailShown) return <EmailField key="email" disabled={locked} />;
          // Its own element: the social code loads only when socials and a secure site are set.
          if (method === 'social' && socialLoginEnabled(this.options))
            return <SocialList key="social" disabled={locked} />;
          return null;
        })}
        {collapsed && this.options.enableWallets && (
          <wui-list-item
            key="collapsed"
            label={connect.list.continueWithWallet}
            chevron
            disabled={locked}
            testId="w3m-collapse-wallets-button"
            onClick={() => !this.locked() && push('ConnectWallets')}
          >
            <IconSvg slot="image" name="wallet" />
          </wui-list-item>
        )}
        {this.options.enableWalletGuide && (
          <wui-button
            variant="secondary"
            size="sm"
            testId="w3m-what-is-a-wallet"
            onClick={this.onWhatIsAWallet}
          >
            <IconSvg name="info" size="sm" />
            {connect.list.whatIsAWallet}
          </wui-button>
        )}
      </div>
    );
  }
}
