/** Rejects one pending RPC request. */
export type RejectPendingRequest = (error: Error) => void;

const pending = new Set<RejectPendingRequest>();

/**
 * Registers a pending RPC request's reject function; call the returned function once the
 * request settles so it is no longer rejected when the modal closes.
 */
export function trackPendingRequest(reject: RejectPendingRequest): () => void {
  pending.add(reject);
  return () => {
    pending.delete(reject);
  };
}

/** How many RPC requests are waiting. */
export function pendingRequestCount(): number {
  return pending.size;
}

/** Rejects and forgets every pending RPC request (SPEC §4: closing with an empty transaction stack). */
export function rejectPendingRequests(error: Error): void {
  const rejects = [...pending];
  pending.clear();
  for (const reject of rejects) reject(error);
}
