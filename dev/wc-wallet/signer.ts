import { PolicyApprover } from '../wallet/approver';
import { ETHER, type KnownChain } from '../wallet/chains';
import { DevWalletProvider } from '../wallet/provider';

/** The dev chains of the stack, as the Dev Wallet knows chains. */
export function knownChains(
  chains: readonly { chainId: number; name: string; rpcUrl: string }[],
): KnownChain[] {
  return chains.map((chain) => ({ ...chain, nativeCurrency: ETHER }));
}

/**
 * Signs and sends for the mobile wallet page with the Dev Wallet's provider (dev accounts, anvil):
 * the page asks the user, so the provider itself approves everything it is given.
 */
export class DevSigner {
  private readonly provider: DevWalletProvider;
  private ready: Promise<unknown> | undefined;

  constructor(chains: readonly KnownChain[]) {
    this.provider = new DevWalletProvider({
      chains,
      approver: new PolicyApprover(() => ({ autoApprove: true, rejectAll: false })),
    });
  }

  /** The signing address (dev account 0). */
  get address(): string {
    return this.provider.getState().address;
  }

  /** The chain ids the wallet knows. */
  get chainIds(): number[] {
    return this.provider.getState().chains.map((chain) => chain.chainId);
  }

  /** Runs an approved request on a CAIP-2 chain (`eip155:31337`). */
  async run(method: string, params: unknown, chain: string): Promise<unknown> {
    await (this.ready ??= this.provider.request({ method: 'eth_requestAccounts' }));
    const chainId = Number(chain.split(':')[1]);
    if (chain.startsWith('eip155:') && chainId !== this.provider.getState().chainId) {
      this.provider.switchChain(chainId);
    }
    return this.provider.request({ method, params: params as unknown[] });
  }
}
