import { Component, Host, State, h } from '@stencil/core';
import { en } from '../../../locales/en';
import { $theme, type ThemeMode } from '../../../stores/theme';
import { StoreSubscriptions } from '../../store-subscriptions';

/** The WhatIsANetwork view: a short explanation of networks, reached from the Networks view. */
@Component({ tag: 'w3m-what-is-a-network-view', styleUrl: 'w3m-what-is-a-network-view.css', shadow: true })
export class W3mWhatIsANetworkView {
  private readonly subscriptions = new StoreSubscriptions();

  @State() themeMode: ThemeMode = 'dark';

  connectedCallback(): void {
    this.subscriptions.watch($theme, (theme) => (this.themeMode = theme.themeMode));
  }

  disconnectedCallback(): void {
    this.subscriptions.clear();
  }

  render() {
    return (
      <Host data-theme={this.themeMode}>
        <div class="view">
          <ul class="points">
            {en.networks.explainer.sections.map((section) => (
              <li class="point" key={section.title}>
                <span class="tile" aria-hidden="true">
                  <wui-icon name={section.icon} size="md"></wui-icon>
                </span>
                <span class="point-texts">
                  <wui-text variant="large">{section.title}</wui-text>
                  <wui-text variant="paragraph" color="secondary">
                    {section.text}
                  </wui-text>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Host>
    );
  }
}
