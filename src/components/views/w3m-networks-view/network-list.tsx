import { type FunctionalComponent, h } from '@stencil/core';
import type { CaipNetwork } from '../../../chains/network-types';
import { en } from '../../../locales/en';
import type { NetworkRow } from './network-rows';

/** Props of {@link NetworkList}. */
export interface NetworkListProps {
  rows: readonly NetworkRow[];
  /** Accessible name of the list. */
  label: string;
  /** Called with the network of an enabled row the user picked. */
  onSelect: (network: CaipNetwork) => void;
}

/** Test id of a network row (DESIGN.md: `w3m-network-switch-<network name>`). */
export const networkRowTestId = (network: CaipNetwork): string => `w3m-network-switch-${network.name}`;

/**
 * The rows of a network picker, shared by the Networks and UnsupportedChain views: image, name,
 * one selected marker (the row's check mark), an "Unsupported" tag, a spinner while switching. Styles: network-list.css.
 */
export const NetworkList: FunctionalComponent<NetworkListProps> = ({ rows, label, onSelect }) => (
  <ul class="network-list" aria-label={label}>
    {rows.map((row) => (
      <li key={row.network.caipNetworkId} class="network-list-row">
        <wui-list-item
          label={row.network.name}
          tag={row.unsupported ? en.networks.unsupported : undefined}
          tagVariant="neutral"
          selected={row.selected}
          disabled={row.disabled}
          loading={row.switching}
          testId={networkRowTestId(row.network)}
          data-network-id={row.network.caipNetworkId}
          onClick={() => {
            if (!row.disabled && !row.switching) onSelect(row.network);
          }}
        >
          <wui-network-image
            slot="image"
            name={row.network.name}
            imageSrc={row.network.assets?.imageUrl}
            logo={`network:${row.network.caipNetworkId}`}
            size="md"
            disabled={row.disabled}
          ></wui-network-image>
        </wui-list-item>
      </li>
    ))}
  </ul>
);
