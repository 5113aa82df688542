import { Component, h } from '@stencil/core';

/**
 * ConnectingWalletConnectBasic, for hosts with `manualWCControl`: the WalletConnect QR code and its
 * copy link, without the wallet's icon or an "open in wallet" link.
 */
@Component({ tag: 'w3m-connecting-wc-basic-view', shadow: true })
export class W3mConnectingWcBasicView {
  render() {
    return <w3m-connecting-wc-view basic />;
  }
}
