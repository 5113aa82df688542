import { h } from '@stencil/core';
import { onramp as strings } from '../../../locales/en/onramp';
import type { CaipNetwork } from '../../../chains/network-types';
import { ONRAMP_FIAT_CURRENCIES, onrampAssets, setOnrampAsset, setOnrampFiat } from '../../../stores/onramp';
import { goBack } from '../../../stores/router';
import { TokenImage } from '../shared/token-image';

/** OnRampTokenSelect: the native coin and the stablecoins of the active namespace; picking one goes back. */
export function OnrampTokenList({
  network,
  chosen,
}: {
  network: CaipNetwork | undefined;
  chosen: string | undefined;
}) {
  const native = network?.nativeCurrency.symbol ?? 'ETH';
  const selected = chosen ?? native;
  return (
    <ul class="view list" aria-label={strings.assetsLabel}>
      {onrampAssets(network?.chainNamespace ?? 'eip155', native).map((asset) => (
        <li key={asset}>
          <wui-list-item
            label={asset}
            selected={asset === selected}
            testId={`w3m-onramp-token-${asset}`}
            onClick={() => {
              setOnrampAsset(asset);
              goBack();
            }}
          >
            <TokenImage slot="image" symbol={asset} size="md" />
          </wui-list-item>
        </li>
      ))}
    </ul>
  );
}

/** OnRampFiatSelect: the currencies to pay with; picking one goes back. */
export function OnrampFiatList({ chosen }: { chosen: string }) {
  return (
    <ul class="view list" aria-label={strings.fiatsLabel}>
      {ONRAMP_FIAT_CURRENCIES.map((currency) => (
        <li key={currency}>
          <wui-list-item
            label={currency}
            selected={currency === chosen}
            testId={`w3m-onramp-fiat-${currency}`}
            onClick={() => {
              setOnrampFiat(currency);
              goBack();
            }}
          />
        </li>
      ))}
    </ul>
  );
}
