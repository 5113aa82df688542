import { pickAccount, sessionAccounts, sessionChains } from './session-accounts';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const BITCOIN_CHAIN = 'bip122:000000000019d6689c085ae165831e93';

describe('WalletConnect session accounts', () => {
  test('a multi-namespace session gives eip155, solana and bip122 accounts', () => {
    const entries = sessionAccounts({
      eip155: { accounts: [`eip155:1:${EVM}`, `eip155:31337:${EVM}`] },
      solana: { accounts: [`${SOLANA_CHAIN}:${SOL}`] },
      bip122: { accounts: [`${BITCOIN_CHAIN}:${BTC}`] },
    });
    expect(entries.map((entry) => entry.namespace)).toEqual(['eip155', 'solana', 'bip122']);
    expect(entries[0]!.addresses).toEqual([EVM]);
    expect(sessionChains(entries[0]!)).toEqual(['eip155:1', 'eip155:31337']);
    expect(entries[1]!.accounts).toEqual([`${SOLANA_CHAIN}:${SOL}`]);
    expect(entries[2]!.addresses).toEqual([BTC]);
  });

  test('a wallet answer with bad entries keeps only valid accounts of the right namespace', () => {
    const entries = sessionAccounts({
      eip155: { accounts: ['eip155:1:0x123', `solana:x:${SOL}`, 42, `eip155:1:${EVM}`, `eip155:1:${EVM}`] },
      solana: { accounts: 'not a list' },
      unknown: { accounts: [`unknown:1:${EVM}`] },
      bip122: undefined,
    });
    expect(entries).toEqual([{ namespace: 'eip155', accounts: [`eip155:1:${EVM}`], addresses: [EVM] }]);
    expect(sessionAccounts({})).toEqual([]);
  });

  test('the account shown is on the preferred chain when the session has one there', () => {
    const [entry] = sessionAccounts({ eip155: { accounts: [`eip155:1:${EVM}`, `eip155:31337:${EVM}`] } });
    expect(pickAccount(entry!, 'eip155:31337')).toBe(`eip155:31337:${EVM}`);
    expect(pickAccount(entry!, 'eip155:10')).toBe(`eip155:1:${EVM}`);
    expect(pickAccount(entry!)).toBe(`eip155:1:${EVM}`);
  });
});
