import { createPublicClient, createWalletClient, getAddress, http, parseEther, type Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEV_MNEMONIC } from '../evm/anvil';
import { localChain } from '../evm/local-chain';
import { readArtifact } from './deploy-account-abstraction';

/** The dev account (mnemonic index) whose key signs sponsorships; it never sends a transaction. */
export const PAYMASTER_SIGNER_INDEX = 8;

/** What the paymaster holds at the EntryPoint to pay sponsored operations' gas. */
export const PAYMASTER_DEPOSIT = parseEther('100');

/** The paymaster's signing account (its address is the contract's verifyingSigner). */
export const paymasterSigner = () =>
  mnemonicToAccount(DEV_MNEMONIC, { addressIndex: PAYMASTER_SIGNER_INDEX });

/**
 * Deploys the VerifyingPaymaster of @account-abstraction/contracts 0.7.0 (it pays for an
 * operation when the off-chain signer signed it) from `deployer` and deposits
 * {@link PAYMASTER_DEPOSIT} for it at the EntryPoint.
 */
export async function deployVerifyingPaymaster(
  rpcUrl: string,
  chainId: number,
  deployer: Address,
  entryPoint: Address,
): Promise<Address> {
  const chain = localChain(chainId, rpcUrl);
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ account: deployer, chain, transport });
  const reader = createPublicClient({ chain, transport, pollingInterval: 50 });
  const artifact = await readArtifact('VerifyingPaymaster');
  const deployed = await reader.waitForTransactionReceipt({
    hash: await wallet.deployContract({ ...artifact, args: [entryPoint, paymasterSigner().address] }),
    timeout: 10_000,
  });
  if (deployed.status !== 'success' || !deployed.contractAddress)
    throw new Error('Deploying the VerifyingPaymaster failed');
  const paymaster = getAddress(deployed.contractAddress);
  const funded = await reader.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: paymaster,
      abi: artifact.abi,
      functionName: 'deposit',
      value: PAYMASTER_DEPOSIT,
    }),
    timeout: 10_000,
  });
  if (funded.status !== 'success') throw new Error('Funding the VerifyingPaymaster failed');
  return paymaster;
}
