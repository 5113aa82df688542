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
          {en.networks.explainer.sections.map((section) => (
            <section class="section" key={section.title}>
              <wui-icon name={section.icon} size="lg"></wui-icon>
              <wui-text variant="large" align="center">
                {section.title}
              </wui-text>
              <wui-text variant="paragraph" color="secondary" align="center">
                {section.text}
              </wui-text>
            </section>
          ))}
        </div>
      </Host>
    );
  }
}
