import type { Eip1193Provider, ProviderListener, RequestArguments } from './eip1193';

/** How the recorded provider answers one method: a value, or a function of the params (may throw). */
export type RecordedAnswer = unknown | ((params: unknown) => unknown);

/** An error shaped like a wallet's `{ code, message }` rejection. */
export function walletError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code });
}

/**
 * An EIP-1193 provider for unit tests: it answers from a method table (like a recording of a real
 * wallet session), records every request, and emits events on demand. Unknown methods reject
 * with 4200 like wallets do.
 */
export class RecordedProvider implements Eip1193Provider {
  readonly calls: RequestArguments[] = [];
  private readonly listeners = new Map<string, Set<ProviderListener>>();

  constructor(private readonly answers: Record<string, RecordedAnswer>) {}

  /** Replaces or adds answers. */
  answer(method: string, value: RecordedAnswer): void {
    this.answers[method] = value;
  }

  /** The methods requested so far, in order. */
  methods(): string[] {
    return this.calls.map((call) => call.method);
  }

  async request(args: RequestArguments): Promise<unknown> {
    this.calls.push(args);
    if (!Object.prototype.hasOwnProperty.call(this.answers, args.method)) {
      throw walletError(4200, `The wallet does not support ${args.method}`);
    }
    const answer = this.answers[args.method];
    return typeof answer === 'function' ? (answer as (params: unknown) => unknown)(args.params) : answer;
  }

  on(event: string, listener: ProviderListener): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  removeListener(event: string, listener: ProviderListener): void {
    this.listeners.get(event)?.delete(listener);
  }

  /** Emits a wallet event to the listeners. */
  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  /** How many listeners an event has (to check they are removed). */
  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }
}
