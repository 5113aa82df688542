import { h } from '@stencil/core';
import { reopenOnramp } from '../../../appkit/onramp-actions';
import { onramp as strings } from '../../../locales/en/onramp';
import type { CaipNetwork } from '../../../chains/network-types';
import { getAccount } from '../../../stores/account';
import { DEV_ONRAMP_PROVIDER, ONRAMP_PROVIDERS, type OnrampState } from '../../../stores/onramp';
import { reset } from '../../../stores/router';

/** BuyInProgress: the provider's popup is open; says where the asset arrives and can open the popup again. */
export function BuyInProgress({
  onramp,
  network,
}: {
  onramp: OnrampState;
  network: CaipNetwork | undefined;
}) {
  const provider = [...ONRAMP_PROVIDERS, DEV_ONRAMP_PROVIDER].find(
    (entry) => entry.id === onramp.purchase?.provider,
  );
  const address = network ? getAccount(network.chainNamespace).address : undefined;
  return (
    <div class="view">
      <wui-text variant="title" align="center" data-testid="w3m-buy-in-progress">
        {strings.inProgress(provider?.name ?? '')}
      </wui-text>
      <wui-text variant="paragraph" color="secondary" align="center">
        {strings.inProgressHint(onramp.asset ?? network?.nativeCurrency.symbol ?? '', network?.name ?? '')}
      </wui-text>
      <wui-text variant="small" align="center" class="address">
        {address ?? ''}
      </wui-text>
      <wui-button variant="secondary" fullWidth testId="w3m-buy-reopen" onClick={() => reopenOnramp()}>
        {strings.reopen}
      </wui-button>
      <wui-button fullWidth testId="w3m-buy-done" onClick={() => reset('Account')}>
        {strings.done}
      </wui-button>
    </div>
  );
}
