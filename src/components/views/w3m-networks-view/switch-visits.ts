import type { ViewName } from '../../../stores/views';

/**
 * The visits of a view that switches networks. The modal opening again on the view, or any
 * navigation, gives the router a new history; the view leaving the page ends a visit too. A switch
 * started in an earlier visit must neither keep the rows disabled nor move the router when it ends:
 * the user has moved on (a slow balance read or a wallet that never answers would hold them).
 */
export class SwitchVisits {
  private count = 0;
  private history: readonly ViewName[] | undefined;

  /** The current visit; hand it to `isCurrent` once a switch has ended. */
  get current(): number {
    return this.count;
  }

  /** Follows the router's history; returns whether it started a new visit. */
  follow(history: readonly ViewName[]): boolean {
    if (history === this.history) return false;
    this.history = history;
    this.count += 1;
    return true;
  }

  /** Ends the visit: the view left the page. */
  leave(): void {
    this.history = undefined;
    this.count += 1;
  }

  /** Whether `visit` is still the current one. */
  isCurrent(visit: number): boolean {
    return visit === this.count;
  }
}
