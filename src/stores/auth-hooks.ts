import type { DappData } from './options';

/**
 * What the stores need from the auth (email/social/Farcaster) connector. The connector arrives
 * in a later issue and registers itself with setAuthConnectorHooks.
 */
export interface AuthConnectorHooks {
  /** Reloads the secure frame (drops a half-finished Farcaster login). */
  reload(): void | Promise<void>;
  /** Sends the app's metadata, sdk version, project id and sdk type to the frame. */
  syncDappData(data: DappData): void | Promise<void>;
}

let hooks: AuthConnectorHooks | undefined;

/** Registers (or with undefined, removes) the auth connector's hooks. */
export function setAuthConnectorHooks(next: AuthConnectorHooks | undefined): void {
  hooks = next;
}

/** The registered auth connector hooks, if the auth connector is loaded. */
export function getAuthConnectorHooks(): AuthConnectorHooks | undefined {
  return hooks;
}

let cleanups: Promise<void> = Promise.resolve();

/** Records a scheduled Farcaster cleanup (SPEC §2), so a new Farcaster login can wait for it. */
export function trackFarcasterCleanup(cleanup: Promise<void>): void {
  cleanups = Promise.all([cleanups, cleanup]).then(() => undefined);
}

/** Resolves once every Farcaster cleanup scheduled so far has reloaded and resynced the frame. */
export function farcasterCleanupsDone(): Promise<void> {
  return cleanups;
}
