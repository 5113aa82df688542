import { Component, Host, State, h } from '@stencil/core';
import { email } from '../../../locales/en/email';
import { social } from '../../../locales/en/social';
import { disconnectNamespaces } from '../../../appkit/disconnect';
import { en } from '../../../locales/en';
import { $accounts, type AccountsState, type AccountState } from '../../../stores/account';
import { $chain, type ChainState } from '../../../stores/chain';
import { accountDisplayName, balanceDisplay } from '../../../stores/display';
import { closeModal } from '../../../stores/modal';
import { $options, type Features } from '../../../stores/options';
import { push } from '../../../stores/router';
import { showError, showSuccess } from '../../../stores/snackbar';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { StoreSubscriptions } from '../../store-subscriptions';
import { accountTabs, isAccountTabId, type AccountTabId } from './account-tabs';
import { visibleWalletFeatures } from './wallet-features';
import { withSocialLogos } from '../w3m-social-login-list/social-logos';

/**
 * The Account view: avatar, name or shortened address (copyable), balance (SPEC §5), the active
 * network (opens Networks), wallet feature buttons, the Tokens / NFTs / Activity tabs, and
 * Disconnect.
 */
@Component({ tag: 'w3m-account-view', styleUrl: 'w3m-account-view.css', shadow: true })
export class W3mAccountView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() themeMode: ThemeMode = 'dark';
  @State() chain: ChainState = $chain.get();
  @State() accounts: AccountsState = $accounts.get();
  @State() features: Features = $options.get().features;
  @State() activeTab: AccountTabId = 'tokens';
  @State() disconnecting = false;
  // Not a @State: each one adds its name to the lazy loader's up-front component table.
  private switchingType = false;

  connectedCallback(): void {
    // The social provider's logo shows on the row of a social login.
    withSocialLogos();
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
    this.subscriptions.watch($chain, (chain) => (this.chain = chain));
    this.subscriptions.watch($accounts, (accounts) => (this.accounts = accounts));
    this.subscriptions.watch($options, (options) => (this.features = options.features));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private account(): AccountState | undefined {
    const namespace = this.chain.activeNamespace;
    return namespace ? this.accounts[namespace] : undefined;
  }

  private readonly onCopy = async (): Promise<void> => {
    const address = this.account()?.address;
    if (!address) return;
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(address);
      showSuccess(en.account.profile.addressCopied);
    } catch {
      showError(en.account.profile.copyFailed);
    }
  };

  private readonly onNetwork = (): void => push('Networks');

  private readonly onSwitchAddress = (): void => push('SwitchAddress');

  private readonly onTabChange = (event: CustomEvent<string>): void => {
    if (isAccountTabId(event.detail)) this.activeTab = event.detail;
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

  private readonly onSwitchAccountType = async (): Promise<void> => {
    const types = this.account()?.embeddedAccountTypes;
    if (!types || this.switchingType) return;
    this.switchingType = true;
    try {
      const { switchEmbeddedAccountType } = await import('../../../appkit/smart-account');
      await switchEmbeddedAccountType(types.active === 'smartAccount' ? 'eoa' : 'smartAccount');
    } catch (error) {
      showError(error);
    } finally {
      this.switchingType = false;
    }
  };

  /** SPEC §3: "switch to EOA / smart account" where the embedded wallet has both here. */
  private renderAccountTypeSwitch(account: AccountState | undefined) {
    const types = account?.embeddedAccountTypes;
    if (!types || !types.available.includes('eoa') || !types.available.includes('smartAccount')) return null;
    return (
      <wui-button
        variant="secondary"
        fullWidth
        testId="w3m-account-switch-type"
        onClick={this.onSwitchAccountType}
      >
        {types.active === 'smartAccount' ? email.account.switchToEoa : email.account.switchToSmartAccount}
      </wui-button>
    );
  }

  private renderProfile(account: AccountState | undefined) {
    const address = account?.address;
    const balance = balanceDisplay(account?.balance, account?.balanceSymbol);
    return (
      <section class="profile">
        {address ? (
          <wui-avatar address={address} imageSrc={account?.profileImage} size="lg"></wui-avatar>
        ) : null}
        {balance !== undefined ? (
          <p class="balance" data-testid="w3m-account-balance">
            {balance}
          </p>
        ) : account?.balanceStatus === 'unavailable' ? (
          <p class="balance unavailable" data-testid="w3m-account-balance">
            {en.account.balance.unavailable}
          </p>
        ) : account?.loading || account?.balanceStatus === 'loading' ? (
          <span
            role="status"
            aria-label={en.account.balance.loading}
            data-testid="w3m-account-balance-loading"
          >
            <wui-shimmer width="140px" height="36px"></wui-shimmer>
          </span>
        ) : null}
        <div class="name-row">
          <wui-text variant="paragraph" color="secondary" data-testid="w3m-account-name">
            {address ? accountDisplayName(address, account?.profileName) : ''}
          </wui-text>
          {address ? (
            <wui-icon-button
              icon="copy"
              size="sm"
              label={en.account.profile.copyAddress}
              testId="w3m-account-copy-address"
              onClick={this.onCopy}
            ></wui-icon-button>
          ) : null}
        </div>
      </section>
    );
  }

  /** With `hasMultipleAddresses` and more than one eip155 account: the way to SwitchAddress. */
  private renderSwitchAddress() {
    const count = this.accounts.eip155.allAccounts.length;
    if (!$options.get().hasMultipleAddresses || this.chain.activeNamespace !== 'eip155' || count < 2)
      return null;
    return (
      <wui-list-item
        label={en.account.switchAddress.open}
        description={en.account.switchAddress.description(count)}
        chevron
        testId="w3m-account-switch-address"
        onClick={this.onSwitchAddress}
      ></wui-list-item>
    );
  }

  private renderNetwork() {
    const network = this.chain.activeNetwork;
    const name = network?.name ?? en.account.profile.noNetwork;
    return (
      <wui-list-item
        label={name}
        description={en.account.profile.networkLabel}
        chevron
        testId="w3m-account-network"
        onClick={this.onNetwork}
      >
        <wui-network-image
          slot="image"
          name={name}
          imageSrc={network?.assets?.imageUrl}
          logo={network ? `network:${network.caipNetworkId}` : undefined}
          size="sm"
        ></wui-network-image>
      </wui-list-item>
    );
  }

  private renderFeatures() {
    const buttons = visibleWalletFeatures(this.features);
    if (buttons.length === 0) return null;
    return (
      <div class="features">
        {buttons.map((button) => (
          <wui-button
            key={button.feature}
            variant="secondary"
            size="md"
            fullWidth
            testId={`w3m-account-feature-${button.feature}`}
            onClick={() => push(button.view)}
          >
            <wui-icon name={button.icon} size="sm"></wui-icon>
            {en.account.features[button.feature]}
          </wui-button>
        ))}
      </div>
    );
  }

  private renderTabPanel(tab: AccountTabId) {
    // Each tab is its own element (it loads its data, and its source's code, when shown).
    if (tab === 'activity') return <w3m-account-activity></w3m-account-activity>;
    if (tab === 'nfts') return <w3m-account-nfts></w3m-account-nfts>;
    return <w3m-account-tokens></w3m-account-tokens>;
  }

  /** The embedded wallet's email (SPEC §2 Account for an email login), if this is one. */
  private embeddedEmail(account: AccountState | undefined): string | undefined {
    const namespace = this.chain.activeNetwork?.chainNamespace;
    const type = namespace ? this.chain.byNamespace[namespace]?.connectorType : undefined;
    return type === 'AUTH' || type === 'ID_AUTH' ? (account?.user?.email ?? '') : undefined;
  }

  render() {
    const tabs = accountTabs(this.features.history);
    const account = this.account();
    const embeddedEmail = this.embeddedEmail(account);
    const activeTab = tabs.some((tab) => tab.id === this.activeTab) ? this.activeTab : 'tokens';
    const label = tabs.find((tab) => tab.id === activeTab)?.label;
    return (
      <Host data-theme={this.themeMode}>
        <div class="view">
          {this.renderProfile(account)}
          {account?.user?.username && account.socialProvider ? (
            <wui-list-item
              label={account.user.username}
              description={social.account.signedInWith(social.providerName(account.socialProvider))}
              testId="w3m-account-social"
            >
              <wui-wallet-image
                slot="image"
                name={social.providerName(account.socialProvider)}
                size="sm"
              ></wui-wallet-image>
            </wui-list-item>
          ) : embeddedEmail !== undefined ? (
            <wui-list-item
              label={embeddedEmail}
              description={email.account.signedInAs}
              testId="w3m-account-email"
            >
              <wui-icon slot="image" name="mail"></wui-icon>
            </wui-list-item>
          ) : null}
          {embeddedEmail !== undefined ? this.renderAccountTypeSwitch(account) : null}
          {embeddedEmail ? (
            <wui-button
              variant="secondary"
              fullWidth
              testId="w3m-account-update-email"
              onClick={() => push('UpdateEmailWallet', { email: embeddedEmail })}
            >
              {email.account.update}
            </wui-button>
          ) : null}
          {this.renderNetwork()}
          {this.renderSwitchAddress()}
          {this.renderFeatures()}
          <wui-tabs tabs={tabs} activeId={activeTab} onWuiTabChange={this.onTabChange}></wui-tabs>
          <div class="tab-panel" role="tabpanel" aria-label={label} data-tab={activeTab}>
            {this.renderTabPanel(activeTab)}
          </div>
          <wui-button
            variant="secondary"
            fullWidth
            loading={this.disconnecting}
            disabled={this.disconnecting}
            testId="disconnect-button"
            onClick={this.onDisconnect}
          >
            <wui-icon name="disconnect" size="sm"></wui-icon>
            {embeddedEmail !== undefined ? email.account.signOut : en.account.disconnect}
          </wui-button>
        </div>
      </Host>
    );
  }
}
