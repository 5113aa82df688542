import { Component, State, h } from '@stencil/core';
import { retryConnect } from '../../../appkit/connect';
import { en } from '../../../locales/en';
import { $connection, type ConnectionState } from '../../../stores/connection';
import type { Connector } from '../../../stores/connectors';
import { $router } from '../../../stores/router';
import { StoreSubscriptions } from '../../store-subscriptions';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';

/**
 * The ConnectingExternal view: the chosen wallet's image and name, "Continue in <wallet>" with a
 * spinner while the wallet asks its user, and on failure the wallet's message with a Retry
 * button. Back and Escape are the shell's.
 */
@Component({
  tag: 'w3m-connecting-external-view',
  styleUrl: 'w3m-connecting-external-view.css',
  shadow: true,
})
export class W3mConnectingExternalView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() connector: Connector | undefined = $router.get().data?.connector;
  @State() connection: ConnectionState = $connection.get();
  @State() retrying = false;

  connectedCallback(): void {
    withLogoTable();
    this.subscriptions.watch($router, (router) => (this.connector = router.data?.connector));
    this.subscriptions.watch($connection, (connection) => (this.connection = connection));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private readonly onRetry = async (): Promise<void> => {
    if (this.retrying) return;
    this.retrying = true;
    try {
      await retryConnect();
    } finally {
      this.retrying = false;
    }
  };

  /** The attempt shown is this connector's (an older attempt of another wallet is ignored). */
  private status(): ConnectionState['status'] {
    const { connection, connector } = this;
    return connector && connection.connectorId === connector.id ? connection.status : 'connecting';
  }

  private renderState(name: string) {
    const status = this.status();
    if (status === 'error') {
      return [
        <wui-text variant="large" align="center" key="title">
          {en.connect.connecting.failedTitle}
        </wui-text>,
        <div class="message" role="alert" key="message" data-testid="w3m-connecting-error">
          <wui-text color="error" align="center">
            {this.connection.error || en.connect.connecting.failedFallback}
          </wui-text>
        </div>,
        <wui-button
          key="retry"
          variant="primary"
          loading={this.retrying}
          testId="w3m-connecting-retry"
          onClick={this.onRetry}
        >
          {en.connect.connecting.retry}
        </wui-button>,
      ];
    }
    if (status === 'connected') {
      return (
        <wui-text variant="large" align="center" color="success" key="done">
          {en.connect.connecting.connected}
        </wui-text>
      );
    }
    return [
      <wui-spinner key="spinner" label={en.connect.connecting.continueIn(name)} />,
      <wui-text variant="large" align="center" key="title" data-testid="w3m-connecting-continue">
        {en.connect.connecting.continueIn(name)}
      </wui-text>,
      <wui-text color="secondary" align="center" key="description">
        {en.connect.connecting.waitingDescription}
      </wui-text>,
    ];
  }

  render() {
    const connector = this.connector;
    if (!connector) {
      return (
        <div class="view">
          <wui-text color="secondary" align="center">
            {en.connect.connecting.noWallet}
          </wui-text>
        </div>
      );
    }
    return (
      <div class="view" data-status={this.status()}>
        <wui-wallet-image name={connector.name} imageSrc={connector.imageUrl} size="lg" />
        {this.renderState(connector.name)}
      </div>
    );
  }
}
