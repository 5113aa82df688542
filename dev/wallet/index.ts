import { announceProvider, createProviderInfo, setLegacyInjection } from './announce';
import { PolicyApprover } from './approver';
import {
  applyConfig,
  createControl,
  DEFAULT_SWITCHES,
  readMetaConfig,
  readStoredConfig,
  type ControlDeps,
  type DevWalletConfig,
  type DevWalletControl,
} from './config';
import { PromptApprover } from './prompt';
import { DevWalletProvider } from './provider';
import { loadSession, saveSession } from './session';

declare global {
  interface Window {
    devWallet?: DevWalletControl;
  }
}

/** Starts the Dev Wallet in this page: provider, prompt, `window.devWallet`, EIP-6963 announcements. */
function install(win: Window): void {
  // The bundle may arrive twice (a <script> plus evaluateOnNewDocument): the first one wins.
  if (win.devWallet) return;
  const doc = win.document;
  const switches = { ...DEFAULT_SWITCHES };
  const sessionStore = (): Storage => win.sessionStorage;
  // Read before configuring: applying the configuration already saves state.
  const saved = loadSession(sessionStore);
  const provider = new DevWalletProvider({
    approver: new PolicyApprover(() => switches, new PromptApprover(doc)),
    onStateChange: (state) => saveSession(sessionStore, state),
  });
  const deps: ControlDeps = {
    provider,
    switches,
    onLegacyInjection: (enabled) => setLegacyInjection(win, provider, enabled),
  };
  const applySafely = (config: DevWalletConfig): void => {
    try {
      applyConfig(config, deps);
    } catch (error) {
      console.error('Dev Wallet: could not apply the start-up configuration; using defaults.', error);
    }
  };

  const metaFound = doc.querySelector('meta[name="dev-wallet-config"]') !== null;
  applySafely(readMetaConfig(doc));
  applySafely(readStoredConfig(() => win.localStorage));
  // A reload of the same tab keeps the connection, account, chain and added chains, like a real wallet.
  if (saved) provider.restore(saved);

  // Injected before the page was parsed (evaluateOnNewDocument): the meta tag is read once it exists.
  if (!metaFound && doc.readyState === 'loading') {
    doc.addEventListener(
      'DOMContentLoaded',
      () => {
        // The restored session's account stays: the meta tag only sets the starting one.
        const { accountIndex, ...rest } = readMetaConfig(doc);
        applySafely(saved ? rest : { ...rest, accountIndex });
      },
      { once: true },
    );
  }

  Object.defineProperty(win, 'devWallet', {
    value: createControl(deps),
    configurable: false,
    writable: false,
    enumerable: false,
  });
  announceProvider(win, createProviderInfo(), provider);
}

install(window);
