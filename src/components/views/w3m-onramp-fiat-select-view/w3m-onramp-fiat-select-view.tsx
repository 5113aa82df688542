import { Component, Host, h } from '@stencil/core';
import { onramp as strings } from '../../../locales/en/onramp';
import { $onramp, ONRAMP_FIAT_CURRENCIES, setOnrampFiat } from '../../../stores/onramp';
import { goBack } from '../../../stores/router';

/** The currency picker of Buy (OnRampFiatSelect). */
@Component({ tag: 'w3m-onramp-fiat-select-view', styleUrl: 'w3m-onramp-fiat-select-view.css', shadow: true })
export class W3mOnrampFiatSelectView {
  private pick(currency: string): void {
    setOnrampFiat(currency);
    goBack();
  }

  render() {
    const chosen = $onramp.get().fiatCurrency;
    return (
      <Host>
        <ul class="view list" aria-label={strings.fiatsLabel}>
          {ONRAMP_FIAT_CURRENCIES.map((currency) => (
            <li key={currency}>
              <wui-list-item
                label={currency}
                selected={currency === chosen}
                testId={`w3m-onramp-fiat-${currency}`}
                onClick={() => this.pick(currency)}
              />
            </li>
          ))}
        </ul>
      </Host>
    );
  }
}
