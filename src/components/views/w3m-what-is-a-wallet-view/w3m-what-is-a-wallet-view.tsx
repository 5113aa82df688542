import { Component, h } from '@stencil/core';
import { en } from '../../../locales/en';
import type { IconName } from '../../primitives/wui-icon/icon-paths';

/** One icon per point, in the order of the locale's sections. */
const POINT_ICONS: readonly IconName[] = ['wallet', 'network', 'check'];

/** The WhatIsAWallet view: three illustrated points and a "Get a wallet" button (opens in a new tab). */
@Component({ tag: 'w3m-what-is-a-wallet-view', styleUrl: 'w3m-what-is-a-wallet-view.css', shadow: true })
export class W3mWhatIsAWalletView {
  private readonly onGetWallet = (): void => {
    window.open(en.connect.whatIsAWallet.getWalletUrl, '_blank', 'noopener,noreferrer');
  };

  render() {
    const strings = en.connect.whatIsAWallet;
    return (
      <div class="view">
        <ul class="points">
          {strings.sections.map((section, index) => (
            <li class="point" key={section.title}>
              <span class="tile" aria-hidden="true">
                <wui-icon name={POINT_ICONS[index] ?? 'info'} size="md" />
              </span>
              <span class="point-texts">
                <wui-text variant="large">{section.title}</wui-text>
                <wui-text color="secondary">{section.body}</wui-text>
              </span>
            </li>
          ))}
        </ul>
        <wui-button variant="primary" fullWidth testId="w3m-get-a-wallet" onClick={this.onGetWallet}>
          <wui-icon name="wallet" size="sm" />
          {strings.getWallet}
        </wui-button>
      </div>
    );
  }
}
