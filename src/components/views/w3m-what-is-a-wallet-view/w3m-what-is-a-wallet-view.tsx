import { Component, h } from '@stencil/core';
import { en } from '../../../locales/en';

/** The WhatIsAWallet view: a short explanation and a "Get a wallet" link (opens in a new tab). */
@Component({ tag: 'w3m-what-is-a-wallet-view', styleUrl: 'w3m-what-is-a-wallet-view.css', shadow: true })
export class W3mWhatIsAWalletView {
  render() {
    const strings = en.connect.whatIsAWallet;
    return (
      <div class="view">
        <wui-icon class="illustration" name="wallet" size="lg" />
        {strings.sections.map((section) => (
          <section class="section" key={section.title}>
            <wui-text variant="large" align="center">
              {section.title}
            </wui-text>
            <wui-text color="secondary" align="center">
              {section.body}
            </wui-text>
          </section>
        ))}
        <wui-link href={strings.getWalletUrl} external data-testid="w3m-get-a-wallet">
          {strings.getWallet}
        </wui-link>
      </div>
    );
  }
}
