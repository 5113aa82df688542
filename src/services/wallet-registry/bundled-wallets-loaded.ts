import type { RegistryEntry } from '../../stores/wallet-registry';

let loaded: readonly RegistryEntry[] | undefined;

/** Called by bundled-wallets.ts as it evaluates: the list is there from then on. */
export function provideBundledWallets(list: readonly RegistryEntry[]): void {
  loaded ??= list;
}

/**
 * The bundled wallet list once its module has evaluated, else undefined. It ships in the open
 * path's chunk, so the Connect view can list it in its first render: an import() of it would only
 * resolve in a later task, after a first render with a loading row.
 */
export function bundledWalletsNow(): readonly RegistryEntry[] | undefined {
  return loaded;
}
