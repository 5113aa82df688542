import { Component, Host, State, h } from '@stencil/core';
import { shell } from '../../../locales/en/shell';
import { $alert, closeAlert, type AlertState } from '../../../stores/alerts';
import { StoreSubscriptions } from '../../store-subscriptions';

/** The SPEC §8 alert on screen (short and long message), announced as an alert and dismissable. */
@Component({ tag: 'w3m-alert-bar', styleUrl: 'w3m-alert-bar.css', shadow: true })
export class W3mAlertBar {
  private readonly subscriptions = new StoreSubscriptions();

  @State() alert: AlertState | undefined;

  connectedCallback(): void {
    this.subscriptions.watch($alert, (alert) => (this.alert = alert));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  private readonly onClose = (): void => closeAlert();

  render() {
    const alert = this.alert;
    return (
      <Host>
        <div role="alert" class="region">
          {alert && (
            <div class="alert" data-testid="w3m-alert-bar" data-alert={alert.key}>
              <wui-icon name="warning" size="md" />
              <div class="text">
                <strong class="short">{alert.shortMessage}</strong>
                <span class="long">{alert.longMessage}</span>
              </div>
              <wui-icon-button icon="close" size="sm" label={shell.alertBar.close} onClick={this.onClose} />
            </div>
          )}
        </div>
      </Host>
    );
  }
}
