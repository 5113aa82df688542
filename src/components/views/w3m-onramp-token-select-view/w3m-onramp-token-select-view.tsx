import { Component, Host, h } from '@stencil/core';
import { onramp as strings } from '../../../locales/en/onramp';
import { $chain } from '../../../stores/chain';
import { $onramp, onrampAssets, setOnrampAsset } from '../../../stores/onramp';
import { goBack } from '../../../stores/router';
import { withLogoTable } from '../../primitives/shared/logos/logo-table-now';
import { TokenImage } from '../shared/token-image';

/** The asset picker of Buy (OnRampTokenSelect): the native coin and the stablecoins of the active namespace. */
@Component({
  tag: 'w3m-onramp-token-select-view',
  styleUrl: 'w3m-onramp-token-select-view.css',
  shadow: true,
})
export class W3mOnrampTokenSelectView {
  connectedCallback(): void {
    withLogoTable();
  }

  private pick(asset: string): void {
    setOnrampAsset(asset);
    goBack();
  }

  render() {
    const network = $chain.get().activeNetwork;
    const native = network?.nativeCurrency.symbol ?? 'ETH';
    const chosen = $onramp.get().asset ?? native;
    return (
      <Host>
        <ul class="view list" aria-label={strings.assetsLabel}>
          {onrampAssets(network?.chainNamespace ?? 'eip155', native).map((asset) => (
            <li key={asset}>
              <wui-list-item
                label={asset}
                selected={asset === chosen}
                testId={`w3m-onramp-token-${asset}`}
                onClick={() => this.pick(asset)}
              >
                <TokenImage slot="image" symbol={asset} size="md" />
              </wui-list-item>
            </li>
          ))}
        </ul>
      </Host>
    );
  }
}
