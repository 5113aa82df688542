import { createPublicClient, http, parseAbi, zeroAddress, type Address, type Hex } from 'viem';
import type { FarcasterConfig } from './config';

const ID_REGISTRY_ABI = parseAbi(['function custodyOf(uint256 fid) view returns (address)']);

/** What Farcaster sign-in needs from the chain: the fid's custody address and signature checks. */
export interface FidRegistry {
  /** The custody address of `fid`, or undefined when the fid is not registered. */
  custodyOf(fid: bigint): Promise<Address | undefined>;
  /** Whether `signature` over `message` is by `address` (EOA, ERC-1271 or ERC-6492). */
  verify(address: Address, message: string, signature: Hex): Promise<boolean>;
  /** The connect URL of the configuration. */
  connectUrl: string;
}

/** The ID registry of the configuration, read over its JSON-RPC endpoint. */
export function fidRegistry(config: FarcasterConfig): FidRegistry {
  const client = createPublicClient({ transport: http(config.rpcUrl, { retryCount: 1, timeout: 10_000 }) });
  return {
    connectUrl: config.connectUrl,
    async custodyOf(fid) {
      const custody = await client.readContract({
        address: config.idRegistry,
        abi: ID_REGISTRY_ABI,
        functionName: 'custodyOf',
        args: [fid],
      });
      return custody === zeroAddress ? undefined : custody;
    },
    verify: (address, message, signature) => client.verifyMessage({ address, message, signature }),
  };
}
