import { h } from '@stencil/core';
import { onrampConfigured } from '../../../appkit/onramp-actions';
import { onramp as strings } from '../../../locales/en/onramp';
import type { CaipNetwork } from '../../../chains/network-types';
import {
  DEV_ONRAMP_PROVIDER,
  ONRAMP_PROVIDERS,
  setOnrampAmount,
  type OnrampProvider,
  type OnrampState,
} from '../../../stores/onramp';
import { push } from '../../../stores/router';

/** What the provider list shows and does. */
export interface OnrampProvidersProps {
  onramp: OnrampState;
  network: CaipNetwork | undefined;
  error: string | undefined;
  onChoose: (provider: OnrampProvider) => void;
}

/**
 * OnRampProviders: the asset to buy and the currency to pay with (each opens its picker), an
 * optional amount, and the SPEC §9 providers serving the active namespace with their fees.
 */
export function OnrampProviders({ onramp, network, error, onChoose }: OnrampProvidersProps) {
  const namespace = network?.chainNamespace ?? '';
  const asset = onramp.asset ?? network?.nativeCurrency.symbol ?? '';
  const listed = onrampConfigured('dev') ? [...ONRAMP_PROVIDERS, DEV_ONRAMP_PROVIDER] : ONRAMP_PROVIDERS;
  const providers = listed.filter((provider) =>
    (provider.namespaces as readonly string[]).includes(namespace),
  );
  return (
    <div class="view">
      <wui-list-item
        label={asset}
        description={strings.buy}
        chevron
        testId="w3m-onramp-asset"
        onClick={() => push('OnRampTokenSelect')}
      />
      <wui-list-item
        label={onramp.fiatCurrency}
        description={strings.payWith}
        chevron
        testId="w3m-onramp-fiat"
        onClick={() => push('OnRampFiatSelect')}
      />
      <wui-text-input
        label={strings.amountLabel}
        placeholder="0"
        value={onramp.fiatAmount}
        testId="w3m-onramp-amount"
        onWuiInput={(event: CustomEvent<string>) => setOnrampAmount(event.detail)}
      ></wui-text-input>
      <ul class="list" aria-label={strings.providersLabel}>
        {providers.map((provider) => {
          const ready = onrampConfigured(provider.id);
          return (
            <li key={provider.id}>
              <wui-list-item
                label={provider.name}
                description={ready ? strings.fees(provider.feeRange) : strings.notConfigured}
                disabled={!ready}
                chevron
                testId={`w3m-onramp-provider-${provider.id}`}
                onClick={() => onChoose(provider)}
              />
            </li>
          );
        })}
      </ul>
      <p class="error" role={error ? 'alert' : undefined} data-testid="w3m-onramp-error">
        {error ?? ''}
      </p>
    </div>
  );
}
