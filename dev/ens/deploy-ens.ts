import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  http,
  keccak256,
  labelhash,
  namehash,
  toHex,
  type Abi,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { z } from 'zod';
import { compileContract } from '../evm/compile';
import { localChain } from '../evm/local-chain';
import { projectRoot } from '../paths';

/** Where viem's mainnet definition (and ours) expects ENS's universal resolver. */
export const MAINNET_UNIVERSAL_RESOLVER: Address = '0xeeeeeeee14d718c2b47d9923deab1335e144eeee';

/** The dev name the stack gives dev account 0, and its avatar (a data:image SVG). */
export const DEV_ENS_NAME = 'dev.eth';
export const DEV_ENS_AVATAR = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0ea5e9"/>' +
    '<circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="16" rx="8" fill="#fff"/></svg>',
).toString('base64')}`;

/** A second name, with only an address record, for dev account 1 (a Send receiver). */
export const FRIEND_ENS_NAME = 'friend.eth';

/** What the ENS deployment left on the chain. */
export interface EnsDeployment {
  registry: Address;
  publicResolver: Address;
  reverseRegistrar: Address;
  universalResolver: Address;
  name: string;
  owner: Address;
}

const TruffleArtifact = z.object({
  abi: z.array(z.looseObject({})),
  bytecode: z.string().regex(/^0x[0-9a-f]+$/i),
});

/** An artifact of the ENS packages on npm (truffle JSON: abi and creation bytecode). */
function npmArtifact(path: string): { abi: Abi; bytecode: Hex } {
  const requireFromRoot = createRequire(join(projectRoot(), 'package.json'));
  const parsed = TruffleArtifact.parse(requireFromRoot(path));
  return { abi: parsed.abi as unknown as Abi, bytecode: parsed.bytecode as Hex };
}

/**
 * Deploys ENS on a fresh anvil node (chain id 1): the registry (@ensdomains/ens), a public
 * resolver (@ensdomains/resolver), the reverse registrar for addr.reverse, and a small universal
 * resolver compiled with solc-js whose code is placed at mainnet's universal-resolver address.
 * Dev account 0 gets `dev.eth` with an address record, an avatar text record and its primary name;
 * dev account 1 gets `friend.eth` with an address record only.
 */
export async function deployEns(
  rpcUrl: string,
  chainId: number,
  [owner, friend]: readonly Address[],
): Promise<EnsDeployment> {
  if (!owner || !friend) throw new Error('deployEns needs dev accounts 0 and 1');
  const chain = localChain(chainId, rpcUrl);
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ account: owner, chain, transport });
  const reader = createPublicClient({ chain, transport, pollingInterval: 50 });
  const confirm = async (hash: Hash, what: string): Promise<Address | undefined> => {
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 10_000 });
    if (receipt.status !== 'success') throw new Error(`${what} reverted (tx ${hash})`);
    return receipt.contractAddress ?? undefined;
  };
  const deploy = async (
    artifact: { abi: Abi; bytecode: Hex },
    args: unknown[],
    what: string,
  ): Promise<Address> => {
    const address = await confirm(await wallet.deployContract({ ...artifact, args }), `Deploying ${what}`);
    if (!address) throw new Error(`Deploying ${what} gave no contract address`);
    return address;
  };
  const registryArtifact = npmArtifact('@ensdomains/ens/build/contracts/ENSRegistry.json');
  const resolverArtifact = npmArtifact('@ensdomains/resolver/build/contracts/PublicResolver.json');
  const reverseArtifact = npmArtifact('@ensdomains/ens/build/contracts/ReverseRegistrar.json');
  const write = async (address: Address, abi: Abi, functionName: string, args: unknown[]): Promise<void> => {
    await confirm(await wallet.writeContract({ address, abi, functionName, args }), functionName);
  };

  const registry = await deploy(registryArtifact, [], 'ENSRegistry');
  const publicResolver = await deploy(resolverArtifact, [registry], 'PublicResolver');
  const reverseRegistrar = await deploy(reverseArtifact, [registry, publicResolver], 'ReverseRegistrar');
  const root = toHex(0, { size: 32 });
  const setSubnodeOwner = (parent: Hex, label: string, to: Address): Promise<void> =>
    write(registry, registryArtifact.abi, 'setSubnodeOwner', [parent, labelhash(label), to]);
  await setSubnodeOwner(root, 'reverse', owner);
  await setSubnodeOwner(namehash('reverse'), 'addr', reverseRegistrar);
  await setSubnodeOwner(root, 'eth', owner);
  await setSubnodeOwner(namehash('eth'), DEV_ENS_NAME.split('.')[0] ?? 'dev', owner);
  const node = namehash(DEV_ENS_NAME);
  await write(registry, registryArtifact.abi, 'setResolver', [node, publicResolver]);
  await write(publicResolver, resolverArtifact.abi, 'setAddr', [node, owner]);
  await write(publicResolver, resolverArtifact.abi, 'setText', [node, 'avatar', DEV_ENS_AVATAR]);
  await write(reverseRegistrar, reverseArtifact.abi, 'setName', [DEV_ENS_NAME]);
  await setSubnodeOwner(namehash('eth'), FRIEND_ENS_NAME.split('.')[0] ?? 'friend', owner);
  await write(registry, registryArtifact.abi, 'setResolver', [namehash(FRIEND_ENS_NAME), publicResolver]);
  await write(publicResolver, resolverArtifact.abi, 'setAddr', [namehash(FRIEND_ENS_NAME), friend]);

  const universal = await compileContract('LocalUniversalResolver');
  const deployed = await deploy(universal, [registry], 'LocalUniversalResolver');
  const code = await reader.getCode({ address: deployed });
  if (!code) throw new Error('LocalUniversalResolver has no code');
  await reader.request({
    method: 'anvil_setCode' as 'eth_chainId',
    params: [MAINNET_UNIVERSAL_RESOLVER, code] as unknown as undefined,
  });
  if (keccak256((await reader.getCode({ address: MAINNET_UNIVERSAL_RESOLVER })) ?? '0x') !== keccak256(code))
    throw new Error('The universal resolver code was not placed at its mainnet address');
  return {
    registry,
    publicResolver,
    reverseRegistrar,
    universalResolver: MAINNET_UNIVERSAL_RESOLVER,
    name: DEV_ENS_NAME,
    owner,
  };
}
