import type { DevSmartAccounts } from '../config';
import { startAlto, BUNDLER_ACCOUNT_INDEX, type RunningBundler } from './alto';
import { deployAccountAbstraction } from './deploy-account-abstraction';
import { mnemonicToAccount } from 'viem/accounts';
import { DEV_MNEMONIC } from '../evm/anvil';
import { deployVerifyingPaymaster } from './paymaster';

/** What {@link startSmartAccountInfra} needs. */
export interface SmartAccountInfraOptions {
  rpcUrl: string;
  chainId: number;
  /** The bundler's port. */
  port: number;
  /** The ERC-7677 paymaster service the secure site should use (the stack serves it), if any. */
  paymasterUrl?: string;
  log: (line: string) => void;
}

/** ERC-4337 on one chain: the deployment, the bundler, and how to stop it. */
export interface SmartAccountInfra {
  network: DevSmartAccounts;
  /** Stops only the bundler (the contracts stay); resolves once its process has exited. */
  stopBundler(): Promise<void>;
  /** Starts the bundler again on the same port and EntryPoint; resolves once it answers. No-op while it runs. */
  startBundler(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Deploys EntryPoint v0.7, the account factories and a funded VerifyingPaymaster from the
 * bundler's dev account (so no other dev account's nonce or balance moves), then starts alto.
 */
export async function startSmartAccountInfra(options: SmartAccountInfraOptions): Promise<SmartAccountInfra> {
  const deployer = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: BUNDLER_ACCOUNT_INDEX }).address;
  const deployment = await deployAccountAbstraction(options.rpcUrl, options.chainId, deployer);
  const paymaster = await deployVerifyingPaymaster(
    options.rpcUrl,
    options.chainId,
    deployer,
    deployment.entryPoint,
  );
  const launch = () =>
    startAlto({ port: options.port, rpcUrl: options.rpcUrl, entryPoint: deployment.entryPoint });
  let bundler: RunningBundler | undefined = await launch();
  let starting: Promise<void> | undefined;
  options.log(`ERC-4337 bundler (alto) on ${bundler.url}, EntryPoint v0.7 at ${deployment.entryPoint}`);
  const stopBundler = async (): Promise<void> => {
    await starting?.catch(() => undefined);
    const running = bundler;
    bundler = undefined;
    await running?.stop();
  };
  return {
    network: {
      chainId: options.chainId,
      ...deployment,
      bundlerUrl: bundler.url,
      paymaster,
      ...(options.paymasterUrl ? { paymasterUrl: options.paymasterUrl } : {}),
    },
    stopBundler,
    startBundler: () =>
      (starting ??= (async () => {
        if (!bundler) bundler = await launch();
      })().finally(() => {
        starting = undefined;
      })),
    stop: stopBundler,
  };
}
