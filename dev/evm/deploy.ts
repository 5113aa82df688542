import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  parseUnits,
  type Address,
  type Hash,
} from 'viem';
import type { DevToken } from '../config';
import { compileContract } from './compile';
import { localChain } from './local-chain';

/** One test ERC-20 the stack deploys, and what each funded dev account receives. */
export interface TestTokenSpec {
  name: string;
  symbol: string;
  decimals: number;
  /** Whole tokens minted to each funded account. */
  mintPerAccount: string;
}

/** The test tokens, in deployment order (so their addresses follow deployer nonces 0 and 1). */
export const TEST_TOKENS: readonly TestTokenSpec[] = [
  { name: 'Test USD', symbol: 'tUSD', decimals: 6, mintPerAccount: '1000000' },
  { name: 'Test Token', symbol: 'TST', decimals: 18, mintPerAccount: '1000' },
];

/** How many dev accounts (from the first) receive test tokens. */
export const FUNDED_ACCOUNT_COUNT = 3;

/**
 * Deploys {@link TEST_TOKENS} from dev account 0 on a fresh anvil node and mints to the first
 * {@link FUNDED_ACCOUNT_COUNT} accounts. Anvil signs for its unlocked dev accounts, so no key is handled here.
 */
export async function deployTestTokens(
  rpcUrl: string,
  chainId: number,
  accounts: readonly Address[],
): Promise<DevToken[]> {
  const deployer = accounts[0];
  if (deployer === undefined) throw new Error('deployTestTokens needs at least one dev account');
  const chain = localChain(chainId, rpcUrl);
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ account: deployer, chain, transport });
  const reader = createPublicClient({ chain, transport, pollingInterval: 50 });
  const artifact = await compileContract('TestToken');
  const confirm = async (hash: Hash, what: string): Promise<Address | null | undefined> => {
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 10_000 });
    if (receipt.status !== 'success') throw new Error(`${what} reverted (tx ${hash})`);
    return receipt.contractAddress;
  };

  const tokens: DevToken[] = [];
  for (const spec of TEST_TOKENS) {
    const hash = await wallet.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: [spec.name, spec.symbol, spec.decimals],
    });
    const address = await confirm(hash, `Deploying ${spec.symbol}`);
    if (!address) throw new Error(`Deploying ${spec.symbol} gave no contract address (tx ${hash})`);
    tokens.push({
      chainId,
      address: getAddress(address),
      name: spec.name,
      symbol: spec.symbol,
      decimals: spec.decimals,
    });
  }

  for (const [index, spec] of TEST_TOKENS.entries()) {
    const token = tokens[index];
    if (!token) continue;
    for (const recipient of accounts.slice(0, FUNDED_ACCOUNT_COUNT)) {
      const amount = parseUnits(spec.mintPerAccount, spec.decimals);
      const hash = await wallet.writeContract({
        address: token.address,
        abi: artifact.abi,
        functionName: 'mint',
        args: [recipient, amount],
      });
      await confirm(hash, `Minting ${spec.symbol} to ${recipient}`);
    }
  }
  return tokens;
}
