import { Component, Host, State, h } from '@stencil/core';
import { alerts } from '../../../locales/en/alerts';
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
    const key = this.alert?.key;
    const text = key === undefined ? undefined : alerts[key];
    return (
      <Host>
        <div role="alert" class="region">
          {text && (
            <div class="alert" data-testid="w3m-alert-bar" data-alert={key}>
              <wui-icon name="warning" size="md" />
              <div class="text">
                <strong class="short">{text.shortMessage}</strong>
                <span class="long">{text.longMessage}</span>
              </div>
              <wui-icon-button icon="close" size="sm" label={shell.alertBar.close} onClick={this.onClose} />
            </div>
          )}
        </div>
      </Host>
    );
  }
}
