import { Host, h } from '@stencil/core';
import { onramp } from '../../../locales/en/onramp';

/** What Swap and Buy show when opened in a restricted timezone (SPEC §6). */
export function RegionUnavailable() {
  return (
    <Host>
      <div class="view">
        <wui-text variant="paragraph" color="secondary" align="center" data-testid="w3m-region-unavailable">
          {onramp.regionUnavailable}
        </wui-text>
      </div>
    </Host>
  );
}
