import type { DevSmartAccounts } from '../config';
import { startAlto, BUNDLER_ACCOUNT_INDEX } from './alto';
import { deployAccountAbstraction } from './deploy-account-abstraction';
import { mnemonicToAccount } from 'viem/accounts';
import { DEV_MNEMONIC } from '../evm/anvil';

/** What {@link startSmartAccountInfra} needs. */
export interface SmartAccountInfraOptions {
  rpcUrl: string;
  chainId: number;
  /** The bundler's port. */
  port: number;
  log: (line: string) => void;
}

/** ERC-4337 on one chain: the deployment, the bundler, and how to stop it. */
export interface SmartAccountInfra {
  network: DevSmartAccounts;
  stop(): Promise<void>;
}

/**
 * Deploys EntryPoint v0.7 and the account factories from the bundler's dev account (so no other
 * dev account's nonce or balance moves), then starts alto against them.
 */
export async function startSmartAccountInfra(options: SmartAccountInfraOptions): Promise<SmartAccountInfra> {
  const deployer = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: BUNDLER_ACCOUNT_INDEX }).address;
  const deployment = await deployAccountAbstraction(options.rpcUrl, options.chainId, deployer);
  const bundler = await startAlto({
    port: options.port,
    rpcUrl: options.rpcUrl,
    entryPoint: deployment.entryPoint,
  });
  options.log(`ERC-4337 bundler (alto) on ${bundler.url}, EntryPoint v0.7 at ${deployment.entryPoint}`);
  return {
    network: { chainId: options.chainId, ...deployment, bundlerUrl: bundler.url },
    stop: () => bundler.stop(),
  };
}
