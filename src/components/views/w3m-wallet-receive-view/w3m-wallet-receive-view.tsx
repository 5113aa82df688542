import { Component, Host, State, h } from '@stencil/core';
import { money } from '../../../locales/en/money';
import { $accounts, type AccountsState } from '../../../stores/account';
import { $chain, type ChainState } from '../../../stores/chain';
import { shortenAddress } from '../../../stores/display';
import { showError, showSuccess } from '../../../stores/snackbar';
import { StoreSubscriptions } from '../../store-subscriptions';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';

/**
 * The Receive view: a QR code of the connected address (the QR code element loads its encoder on
 * demand), the address with a copy button, and the networks of the same chain family that the
 * address works on.
 */
@Component({ tag: 'w3m-wallet-receive-view', styleUrl: 'w3m-wallet-receive-view.css', shadow: true })
export class W3mWalletReceiveView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() chain: ChainState = $chain.get();
  @State() accounts: AccountsState = $accounts.get();

  connectedCallback(): void {
    withLogoTable();
    this.subscriptions.watch($chain, (chain) => (this.chain = chain));
    this.subscriptions.watch($accounts, (accounts) => (this.accounts = accounts));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private address(): string | undefined {
    const namespace = this.chain.activeNamespace;
    return namespace ? this.accounts[namespace].address : undefined;
  }

  private readonly onCopy = async (): Promise<void> => {
    const address = this.address();
    if (!address) return;
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(address);
      showSuccess(money.receive.copied);
    } catch {
      showError(money.receive.copyFailed);
    }
  };

  render() {
    const address = this.address();
    const namespace = this.chain.activeNamespace;
    const compatible = this.chain.networks.filter((network) => network.chainNamespace === namespace);
    return (
      <Host>
        <div class="view">
          {address ? <wui-qr-code uri={address} size={232} testId="w3m-receive-qr"></wui-qr-code> : null}
          <wui-text variant="small" color="secondary" align="center">
            {money.receive.description}
          </wui-text>
          <div class="address-row">
            <wui-text variant="paragraph" data-testid="w3m-receive-address" title={address}>
              {address ? shortenAddress(address) : ''}
            </wui-text>
            <wui-icon-button
              icon="copy"
              size="sm"
              label={money.receive.copy}
              testId="w3m-receive-copy"
              onClick={this.onCopy}
            ></wui-icon-button>
          </div>
          <section class="networks" aria-label={money.receive.networksLabel}>
            <wui-text variant="small" color="secondary">
              {money.receive.networksLabel}
            </wui-text>
            <ul class="network-list">
              {compatible.map((network) => (
                <li key={network.caipNetworkId} data-testid={`w3m-receive-network-${network.name}`}>
                  <wui-network-image
                    name={network.name}
                    imageSrc={network.assets?.imageUrl}
                    logo={`network:${network.caipNetworkId}`}
                    size="sm"
                  ></wui-network-image>
                  <wui-text variant="small">{network.name}</wui-text>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Host>
    );
  }
}
