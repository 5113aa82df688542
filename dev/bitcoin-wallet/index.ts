import * as z from 'zod/mini';
import { PolicyApprover, type ApprovalPolicy } from '../wallet/approver';
import { PromptApprover } from '../wallet/prompt';
import { DEV_BITCOIN_ACCOUNT_COUNT } from '../bitcoin/dev-keys';
import { DEV_SATS_CONNECT_NAME, DEV_SATS_CONNECT_PATH, satsConnectProvider } from './sats-connect';
import { createDevBitcoinWallet, type DevBitcoinWalletState } from './wallet';

/** localStorage key of the start-up configuration (JSON of {@link ConfigSchema}). */
export const CONFIG_KEY = 'dev-bitcoin-wallet:config';
/** sessionStorage key of the connection, so a reload of the tab keeps it like a real wallet. */
export const SESSION_KEY = 'dev-bitcoin-wallet:session';

const accountIndex = z.int().check(z.minimum(0), z.maximum(DEV_BITCOIN_ACCOUNT_COUNT - 1));
const ConfigSchema = z.strictObject({
  autoApprove: z.optional(z.boolean()),
  rejectAll: z.optional(z.boolean()),
  accountIndex: z.optional(accountIndex),
  /** Also list the wallet in `window.btc_providers` (Sats Connect), as a second wallet. */
  satsConnect: z.optional(z.boolean()),
});
const SessionSchema = z.strictObject({
  authorized: z.boolean(),
  accountIndex,
});

/** `window.devBitcoinWallet`: what demo pages and tests drive the wallet with. */
export interface DevBitcoinWalletControl {
  /** Sets the automatic answers and the account; throws on an invalid configuration. */
  configure(config: z.input<typeof ConfigSchema>): void;
  selectAccount(index: number): void;
  getState(): DevBitcoinWalletState & ApprovalPolicy & { payment: string; ordinals: string };
}

declare global {
  interface Window {
    devBitcoinWallet?: DevBitcoinWalletControl;
  }
}

function readJson(storage: () => Storage, key: string): unknown {
  try {
    const raw = storage().getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Registers a Wallet Standard wallet: now with apps already listening, later when an app announces itself. */
function registerWallet(win: Window, wallet: unknown): void {
  const callback = ({ register }: { register: (wallet: unknown) => void }): void => void register(wallet);
  win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  win.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent).detail));
}

/** Lists the Sats Connect face in `window.btc_providers`, its provider at {@link DEV_SATS_CONNECT_PATH}. */
function listSatsConnect(win: Window, dev: ReturnType<typeof createDevBitcoinWallet>): void {
  const [root, key] = DEV_SATS_CONNECT_PATH.split('.') as [string, string];
  Object.assign(win, { [root]: { [key]: satsConnectProvider(dev) } });
  const listed = (win as { btc_providers?: unknown }).btc_providers;
  const entry = { id: DEV_SATS_CONNECT_PATH, name: DEV_SATS_CONNECT_NAME, icon: dev.wallet.icon };
  Object.assign(win, { btc_providers: [...(Array.isArray(listed) ? listed : []), entry] });
}

function install(win: Window): void {
  if (win.devBitcoinWallet) return;
  const policy: ApprovalPolicy = { autoApprove: false, rejectAll: false };
  const stored = ConfigSchema.safeParse(readJson(() => win.localStorage, CONFIG_KEY) ?? {});
  if (!stored.success) console.error('Dev Bitcoin Wallet: invalid start-up configuration; using defaults.');
  const config = stored.success ? stored.data : {};
  const saved = SessionSchema.safeParse(readJson(() => win.sessionStorage, SESSION_KEY));
  policy.autoApprove = config.autoApprove ?? false;
  policy.rejectAll = config.rejectAll ?? false;
  const initial = saved.success ? saved.data : { authorized: false, accountIndex: config.accountIndex ?? 0 };
  const dev = createDevBitcoinWallet(
    new PolicyApprover(() => policy, new PromptApprover(win.document)),
    initial,
    (state) => win.sessionStorage.setItem(SESSION_KEY, JSON.stringify(state)),
  );
  const control: DevBitcoinWalletControl = {
    configure: (input) => {
      const parsed = ConfigSchema.parse(input);
      if (parsed.autoApprove !== undefined) policy.autoApprove = parsed.autoApprove;
      if (parsed.rejectAll !== undefined) policy.rejectAll = parsed.rejectAll;
      if (parsed.accountIndex !== undefined) dev.selectAccount(parsed.accountIndex);
    },
    selectAccount: (index) => dev.selectAccount(accountIndex.parse(index)),
    getState: () => ({ ...dev.getState(), ...policy }),
  };
  Object.defineProperty(win, 'devBitcoinWallet', { value: control, configurable: false, writable: false });
  registerWallet(win, dev.wallet);
  if (config.satsConnect) listSatsConnect(win, dev);
}

install(window);
