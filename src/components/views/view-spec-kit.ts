// Helpers for the account-area view specs (not part of the build: only *.spec.tsx import it).
import type { SpecPage } from '@stencil/core/internal';
import { RecordingNamespaceClient } from '../../chains/recording-namespace-client';
import type { CaipNetwork } from '../../chains/network-types';
import { localhost, localhostSecond, mainnet } from '../../networks';
import { $accounts, patchAccount, resetAccount } from '../../stores/account';
import { $chain, setActiveNetwork, setNetworks } from '../../stores/chain';
import { setCaipAddress } from '../../stores/account-connection';
import { $modal } from '../../stores/modal';
import { defaultResolvedOptions, setOptions, type ResolvedOptions } from '../../stores/options';
import { $router } from '../../stores/router';
import { hideSnackbar } from '../../stores/snackbar';
import { resetTransactions } from '../../stores/transactions';

/** Dev account 0 of the local chain. */
export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** The networks the specs configure: both local chains and Ethereum. */
export const NETWORKS: CaipNetwork[] = [localhost, localhostSecond, mainnet];

/** Puts every store the account views read back to a known state: three networks, Localhost active, nobody connected. */
export function resetViewStores(options: Partial<ResolvedOptions> = {}): void {
  $chain.set({
    activeNamespace: undefined,
    activeNetwork: undefined,
    networks: [],
    approvedNetworkIds: [],
    byNamespace: {},
  });
  setNetworks(NETWORKS);
  setActiveNetwork(localhost, false);
  for (const namespace of Object.keys($accounts.get()) as Array<keyof ReturnType<typeof $accounts.get>>) {
    resetAccount(namespace);
  }
  setOptions({ ...defaultResolvedOptions(), ...options });
  $router.set({ view: 'Connect', history: ['Connect'], data: undefined, transactionStack: [] });
  $modal.set({ open: false });
  resetTransactions();
  hideSnackbar();
}

/** Connects dev account 0 on Localhost with a balance of 10000.123456 ETH. */
export function connectDevAccount(): void {
  setCaipAddress('eip155', `eip155:31337:${ADDRESS}`);
  patchAccount('eip155', { status: 'connected', balance: '10000.123456', balanceSymbol: 'ETH' });
}

/** The view's shadow root. */
export function shadowOf(page: SpecPage): ShadowRoot {
  const root = page.root?.shadowRoot;
  if (!root) throw new Error('the view rendered no shadow root');
  return root;
}

/** The element with this test id (a `testId` prop on a wui-* element, or a plain data-testid). */
export function byTestId(page: SpecPage, testId: string): HTMLElement | null {
  return shadowOf(page).querySelector<HTMLElement>(`[testid="${testId}"], [data-testid="${testId}"]`);
}

/** Like byTestId, but throws when the element is missing. */
export function requireTestId(page: SpecPage, testId: string): HTMLElement {
  const element = byTestId(page, testId);
  if (!element) throw new Error(`no element with test id "${testId}"`);
  return element;
}

/** Re-renders and flushes pending promises until `condition` holds; fails after 50 rounds. */
export async function until(page: SpecPage, condition: () => boolean, what: string): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    await page.waitForChanges();
    if (condition()) return;
    await new Promise<void>((resolve) => queueMicrotask(resolve));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

/**
 * A recording namespace client whose network switch waits until the test settles it, so the
 * switching state can be observed.
 */
export class HeldSwitchClient extends RecordingNamespaceClient {
  private settle: { resolve: () => void; reject: (error: Error) => void } | undefined;

  override async switchNetwork(network: CaipNetwork): Promise<void> {
    this.calls.push({ method: 'switchNetwork', args: [network.caipNetworkId] });
    await new Promise<void>((resolve, reject) => (this.settle = { resolve, reject }));
  }

  /** Whether a switch is waiting. */
  get holding(): boolean {
    return this.settle !== undefined;
  }

  /** Lets the waiting switch succeed. */
  resolveSwitch(): void {
    this.take().resolve();
  }

  /** Makes the waiting switch fail with `error`. */
  rejectSwitch(error: Error): void {
    this.take().reject(error);
  }

  private take(): { resolve: () => void; reject: (error: Error) => void } {
    const settle = this.settle;
    if (!settle) throw new Error('no switch is waiting');
    this.settle = undefined;
    return settle;
  }
}

/** Presses `row` and waits until `client` holds the switch it started. */
export async function startHeldSwitch(
  page: SpecPage,
  client: HeldSwitchClient,
  row: HTMLElement,
): Promise<void> {
  row.click();
  await until(page, () => client.holding, 'the switch to start');
}

/** Lets the held switch succeed and waits until `networkId` is the active network and the view has rendered. */
export async function finishHeldSwitch(
  page: SpecPage,
  client: HeldSwitchClient,
  networkId: string,
): Promise<void> {
  client.resolveSwitch();
  await until(page, () => $chain.get().activeNetwork?.caipNetworkId === networkId, 'the switch to end');
  await page.waitForChanges();
}
