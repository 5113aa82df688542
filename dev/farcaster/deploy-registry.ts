import { createPublicClient, createWalletClient, http, type Address } from 'viem';
import { compileContract } from '../evm/compile';
import { localChain } from '../evm/local-chain';

/** One fid the stack registers, with its custody address. */
export interface RegisteredFid {
  fid: number;
  custody: Address;
}

/**
 * Deploys the dev ID registry (dev/contracts/DevIdRegistry.sol) from `deployer` and registers each
 * fid to its custody address; answers the registry's address.
 */
export async function deployIdRegistry(
  rpcUrl: string,
  chainId: number,
  deployer: Address,
  fids: readonly RegisteredFid[],
): Promise<Address> {
  const { abi, bytecode } = await compileContract('DevIdRegistry');
  const chain = localChain(chainId, rpcUrl);
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ account: deployer, chain, transport });
  const reader = createPublicClient({ chain, transport, pollingInterval: 50 });
  const deployHash = await wallet.deployContract({ abi, bytecode });
  const { contractAddress, status } = await reader.waitForTransactionReceipt({ hash: deployHash });
  if (!contractAddress || status !== 'success') throw new Error('The dev ID registry did not deploy');
  for (const { fid, custody } of fids) {
    const hash = await wallet.writeContract({
      address: contractAddress,
      abi,
      functionName: 'register',
      args: [BigInt(fid), custody],
    });
    const receipt = await reader.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`Registering dev fid ${fid} failed`);
  }
  return contractAddress;
}
