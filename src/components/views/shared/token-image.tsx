import { h } from '@stencil/core';
import type { WuiNetworkImageSize } from '../../primitives/wui-network-image/wui-network-image';

/** What a token image needs: its symbol, its own icon URL if any, a size, and an optional slot. */
export interface TokenImageProps {
  symbol: string;
  iconUrl?: string;
  size: WuiNetworkImageSize;
  slot?: string;
}

/** A token's image: its own icon first, else the bundled logo of its symbol, else a monogram. */
export function TokenImage({ symbol, iconUrl, size, slot }: TokenImageProps) {
  return (
    <wui-network-image
      slot={slot}
      name={symbol}
      imageSrc={iconUrl || undefined}
      logo={`token:${symbol}`}
      size={size}
    ></wui-network-image>
  );
}
