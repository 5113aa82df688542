import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { z } from 'zod';
import { compileContract } from '../evm/compile';
import { localChain } from '../evm/local-chain';
import { projectRoot } from '../paths';

/** What the stack deploys for ERC-4337 on one chain. */
export interface AccountAbstractionDeployment {
  /** EntryPoint v0.7 from the @account-abstraction/contracts 0.7.0 artifact. */
  entryPoint: Address;
  /** The artifact's stock SimpleAccountFactory (its accounts have no ERC-1271). */
  simpleAccountFactory: Address;
  /** The factory the embedded wallet uses: SimpleAccount v0.7 plus ERC-1271 (dev/contracts). */
  accountFactory: Address;
}

const HardhatArtifact = z.object({
  abi: z.array(z.looseObject({ type: z.string() })),
  bytecode: z.string().regex(/^0x[0-9a-fA-F]+$/),
});

async function readArtifact(name: string, root: string): Promise<{ abi: Abi; bytecode: Hex }> {
  const path = createRequire(join(root, 'package.json')).resolve(
    `@account-abstraction/contracts/artifacts/${name}.json`,
  );
  const parsed = HardhatArtifact.parse(JSON.parse(await readFile(path, 'utf8')));
  return { abi: parsed.abi as unknown as Abi, bytecode: parsed.bytecode as Hex };
}

/**
 * Deploys EntryPoint v0.7, the stock SimpleAccountFactory and the wallet's account factory from
 * `deployer` (an unlocked anvil account) and returns their addresses.
 */
export async function deployAccountAbstraction(
  rpcUrl: string,
  chainId: number,
  deployer: Address,
  root: string = projectRoot(),
): Promise<AccountAbstractionDeployment> {
  const chain = localChain(chainId, rpcUrl);
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ account: deployer, chain, transport });
  const reader = createPublicClient({ chain, transport, pollingInterval: 50 });
  const deploy = async (
    what: string,
    artifact: { abi: Abi; bytecode: Hex },
    args: readonly unknown[],
  ): Promise<Address> => {
    const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args });
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 10_000 });
    if (receipt.status !== 'success' || !receipt.contractAddress)
      throw new Error(`Deploying ${what} failed (tx ${hash})`);
    return getAddress(receipt.contractAddress);
  };

  const [entryPointArtifact, simpleFactoryArtifact, accountFactoryArtifact] = await Promise.all([
    readArtifact('EntryPoint', root),
    readArtifact('SimpleAccountFactory', root),
    compileContract('W3mSmartAccountFactory', root),
  ]);
  const entryPoint = await deploy('EntryPoint v0.7', entryPointArtifact, []);
  const simpleAccountFactory = await deploy('SimpleAccountFactory', simpleFactoryArtifact, [entryPoint]);
  const accountFactory = await deploy('W3mSmartAccountFactory', accountFactoryArtifact, [entryPoint]);
  return { entryPoint, simpleAccountFactory, accountFactory };
}
