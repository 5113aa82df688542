/** Options for {@link waitFor}. */
export interface WaitOptions {
  /** What is awaited, for the timeout message ("anvil on port 8545 to answer eth_chainId"); a function is read at timeout. */
  description: string | (() => string);
  timeoutMs: number;
  intervalMs?: number;
  /** Stops the polling early (the returned promise then rejects with the abort reason). */
  signal?: AbortSignal;
}

/** Polls `check` until it returns a value other than undefined, or throws once the deadline passes. */
export async function waitFor<T>(check: () => Promise<T | undefined>, options: WaitOptions): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  const intervalMs = options.intervalMs ?? 25;
  let lastError: unknown;
  for (;;) {
    options.signal?.throwIfAborted();
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      const description =
        typeof options.description === 'function' ? options.description() : options.description;
      throw new Error(`Timed out after ${options.timeoutMs} ms waiting for ${description}${reason}`);
    }
    await new Promise((done) => setTimeout(done, intervalMs));
  }
}
