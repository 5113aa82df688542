import { untranslated } from '../messages';
import { localized } from '../localize';
/** Strings of the networks area (Networks, UnsupportedChain and WhatIsANetwork views). */
export const networks = localized(['networks'], {
  search: {
    label: 'Search networks',
    placeholder: 'Search network',
  },
  listLabel: 'Networks',
  noResults: 'No network found',
  noResultsDescription: 'Try another name.',
  unsupported: 'Unsupported',
  whatIsANetwork: 'What is a network?',
  unsupportedChain: {
    title: 'Network not supported',
    description:
      'Your wallet is on a network this app does not support. Switch to one of the networks below to continue.',
    disconnect: 'Disconnect',
  },
  explainer: {
    sections: [
      {
        icon: untranslated('network'),
        title: 'Separate blockchains',
        text: 'A network is one blockchain. Ethereum, Base or Solana each keep their own records of who owns what.',
      },
      {
        icon: untranslated('wallet'),
        title: 'Same wallet, many networks',
        text: 'One wallet can hold assets on many networks. Your balance and activity depend on the network you are on.',
      },
      {
        icon: untranslated('swap'),
        title: 'Switching is safe',
        text: 'Switching network only changes where this app reads and sends from. Nothing moves out of your wallet.',
      },
    ],
  },
} as const);
