/** The events an EIP-1193 provider emits, with their payloads. */
export interface ProviderEvents {
  accountsChanged: [accounts: string[]];
  chainChanged: [chainId: string];
  connect: [info: { chainId: string }];
  disconnect: [error: { code: number; message: string }];
}

/** A provider event name. */
export type ProviderEventName = keyof ProviderEvents;

type Listener<E extends ProviderEventName> = (...args: ProviderEvents[E]) => void;
type StoredListener = (...args: unknown[]) => void;

/** A small typed event emitter with the EIP-1193 `on` / `removeListener` surface. */
export class ProviderEmitter {
  private readonly listeners = new Map<ProviderEventName, Set<StoredListener>>();

  /** Adds a listener. */
  on<E extends ProviderEventName>(event: E, listener: Listener<E>): this {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener as unknown as StoredListener);
    return this;
  }

  /** Removes a listener added with {@link on}. */
  removeListener<E extends ProviderEventName>(event: E, listener: Listener<E>): this {
    this.listeners.get(event)?.delete(listener as unknown as StoredListener);
    return this;
  }

  /** Calls every listener of `event`; a throwing listener is reported and does not stop the others. */
  protected emitEvent<E extends ProviderEventName>(event: E, ...args: ProviderEvents[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener(...args);
      } catch (error) {
        console.error(`Dev Wallet: a "${event}" listener threw`, error);
      }
    }
  }
}
