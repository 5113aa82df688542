import { PolicyApprover, type ApprovalPolicy } from '../wallet/approver';
import { PromptApprover } from '../wallet/prompt';
import { solana, solanaDevnet, solanaLocalnet, solanaTestnet } from '../../src/chains/networks/solana';
import { DevSolanaWallet } from './wallet';

/** What a test or the demo may set: the approval policy and the dev key in use. */
export interface DevSolanaWalletControl {
  configure(settings: Partial<ApprovalPolicy> & { accountIndex?: number }): void;
}

declare global {
  interface Window {
    devSolanaWallet?: DevSolanaWalletControl;
  }
}

/** Every Solana cluster the dev wallet offers (mainnet, devnet, testnet, the local chain). */
const CHAINS = [solana, solanaDevnet, solanaTestnet, solanaLocalnet].map((network) => network.caipNetworkId);

/** Registers the Dev Solana Wallet with the Wallet Standard (both halves of the handshake). */
function install(win: Window): void {
  if (win.devSolanaWallet) return;
  const policy: ApprovalPolicy = { autoApprove: false, rejectAll: false };
  const wallet = new DevSolanaWallet(
    CHAINS,
    new PolicyApprover(() => policy, new PromptApprover(win.document)),
    () => win.sessionStorage,
  );
  win.devSolanaWallet = {
    configure(settings) {
      if (settings.autoApprove !== undefined) policy.autoApprove = settings.autoApprove;
      if (settings.rejectAll !== undefined) policy.rejectAll = settings.rejectAll;
      if (settings.accountIndex !== undefined) wallet.useAccount(settings.accountIndex);
    },
  };
  const register = (api: { register(...wallets: unknown[]): unknown }): void => void api.register(wallet);
  win.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent).detail));
  win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
}

install(window);
