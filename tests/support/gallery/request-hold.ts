import type { HTTPRequest } from 'puppeteer';

/**
 * Holds back the page's requests a rule matches, so the gallery can shoot a loading state for as
 * long as it needs (no timing involved), then lets them through. Pass `take` to openPage.
 */
export class RequestHold {
  private rule?: (request: HTTPRequest) => boolean;
  private readonly held: HTTPRequest[] = [];
  private waiters: Array<() => void> = [];

  /** openPage's hook: true when the request is now held. */
  readonly take = (request: HTTPRequest): boolean => {
    if (!this.rule?.(request)) return false;
    this.held.push(request);
    for (const wake of this.waiters.splice(0)) wake();
    return true;
  };

  /** Starts holding the requests this rule matches. */
  hold(rule: (request: HTTPRequest) => boolean): void {
    this.rule = rule;
  }

  /** Resolves once at least one request is held. */
  whenHolding(): Promise<void> {
    if (this.held.length > 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Stops holding and lets every held request through. */
  async release(): Promise<void> {
    this.rule = undefined;
    for (const request of this.held.splice(0)) await request.continue();
  }
}
