import { loadEip155Backend } from './eip155-adapter';
import type { EvmNetwork } from '../chains/network-types';
import { getAccount } from '../stores/account';
import { $chain, getActiveNetwork } from '../stores/chain';
import { $options } from '../stores/options';

/** One of the wallet's accounts as the SwitchAddress view lists it. */
export interface AddressSummary {
  address: string;
  /** Native balance with its symbol, once read (undefined when it could not be). */
  balance: string | undefined;
  /** The account's ENS name on the configured mainnet, if any. */
  name: string | undefined;
}

/**
 * The connected wallet's eip155 accounts (SPEC §3 allAccounts) with each one's native balance on
 * the active network and its ENS name (on a configured Ethereum mainnet). A failed read leaves that
 * field empty; the list itself never fails.
 */
export async function loadAddressSummaries(): Promise<AddressSummary[]> {
  const network = getActiveNetwork();
  const accounts = getAccount('eip155').allAccounts.map((entry) => entry.address);
  if (network?.chainNamespace !== 'eip155')
    return accounts.map((address) => ({ address, balance: undefined, name: undefined }));
  const { customRpcUrls } = $options.get();
  const mainnet = $chain.get().networks.find((item) => item.caipNetworkId === 'eip155:1') as
    EvmNetwork | undefined;
  const [{ fetchNativeBalance, createEvmClient }, { lookupEnsIdentity }] = await Promise.all([
    import('../chains/eip155/balance'),
    import('../services/identity/ens'),
  ]);
  const ensClient = mainnet ? createEvmClient(mainnet, customRpcUrls) : undefined;
  return Promise.all(
    accounts.map(async (address) => {
      const [balance, identity] = await Promise.all([
        fetchNativeBalance(network, address as `0x${string}`, customRpcUrls).then(
          (read) => `${read.balance} ${read.symbol}`,
          () => undefined,
        ),
        ensClient?.then((client) => lookupEnsIdentity(client, address)).catch(() => undefined),
      ]);
      return { address, balance, name: identity?.name ?? undefined };
    }),
  );
}

/** Makes `address` (one of the wallet's accounts) the active eip155 account. */
export async function switchActiveAddress(address: string): Promise<void> {
  await (await loadEip155Backend()).switchAccount(address);
}
