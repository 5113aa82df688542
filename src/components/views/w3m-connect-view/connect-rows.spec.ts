import type { Connector } from '../../../stores/connectors';
import type { RegistryWallet } from '../../../stores/wallet-registry';
import { CONNECT_INSTALLED_LIMIT, connectRows, showAllWallets, type ConnectRowsInput } from './connect-rows';

const dev: Connector = {
  id: 'dev',
  name: 'Dev Wallet',
  rdns: 'dev.rdns',
  type: 'ANNOUNCED',
  chain: 'eip155',
};
const external: Connector = { id: 'ext', name: 'Ext', type: 'EXTERNAL', chain: 'eip155' };
const wallet = (id: string, extra: Partial<RegistryWallet> = {}): RegistryWallet => ({
  id,
  name: id.toUpperCase(),
  installed: false,
  ...extra,
});

function input(patch: Partial<ConnectRowsInput>): ConnectRowsInput {
  return {
    sections: [],
    connectors: [],
    recent: [],
    wallets: [],
    featured: [],
    recommended: [],
    customWalletIds: [],
    hasLink: () => true,
    ...patch,
  };
}

describe('connect rows', () => {
  test('10,000 announced wallets: Installed lists the first few (All Wallets holds the rest), all of them without All Wallets', () => {
    const flood: Connector[] = Array.from({ length: 10_000 }, (_, index) => ({
      id: `com.flood.w${index}`,
      name: `Flood ${index}`,
      type: 'ANNOUNCED',
      chain: 'eip155',
    }));
    const sections: ConnectRowsInput['sections'] = ['injected'];
    const capped = connectRows(
      input({ sections, connectors: [dev, ...flood], installedLimit: CONNECT_INSTALLED_LIMIT }),
    );
    expect(capped.map((row) => row.label)).toEqual([
      'Dev Wallet',
      ...flood.slice(0, CONNECT_INSTALLED_LIMIT - 1).map((c) => c.name),
    ]);
    expect(connectRows(input({ sections, connectors: [dev, ...flood] }))).toHaveLength(10_001);
  });

  test('sections in the given order; a wallet shows once (its rdns or registry id counts as the same wallet)', () => {
    const rows = connectRows(
      input({
        sections: ['recent', 'injected', 'featured', 'external', 'recommended'],
        connectors: [dev, external],
        recent: [{ id: 'dev', name: 'Dev Wallet', rdns: 'dev.rdns' }],
        featured: [wallet('f'), wallet('dev-registry', { rdns: 'dev.rdns' })],
        recommended: [wallet('f'), wallet('r')],
      }),
    );
    expect(rows.map((row) => [row.testId, row.tag ?? null])).toEqual([
      ['wallet-selector-dev', 'Recent'],
      ['wallet-selector-f', null],
      ['wallet-selector-ext', null],
      ['wallet-selector-r', null],
    ]);
  });

  test('a registry wallet with neither connector nor link is unavailable; installed ones use their connector id', () => {
    const rows = connectRows(
      input({
        sections: ['recommended'],
        recommended: [wallet('nolink'), wallet('mm', { installed: true, connectorId: 'io.metamask' })],
        hasLink: (w) => w.id !== 'nolink',
      }),
    );
    expect(rows.map((row) => [row.testId, row.unavailable, row.tag ?? null])).toEqual([
      ['wallet-selector-nolink', true, null],
      ['wallet-selector-io.metamask', false, 'Installed'],
    ]);
  });

  test('SPEC §3 allWallets: SHOW, HIDE, ONLY_MOBILE, and the feature flag', () => {
    expect(showAllWallets('SHOW', true, false)).toBe(true);
    expect(showAllWallets('HIDE', true, true)).toBe(false);
    expect(showAllWallets('ONLY_MOBILE', true, false)).toBe(false);
    expect(showAllWallets('ONLY_MOBILE', true, true)).toBe(true);
    expect(showAllWallets('SHOW', false, true)).toBe(false);
  });
});
