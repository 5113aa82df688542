/** One labelled line of a request summary ("To", "0x70997970…"). */
export interface RequestDetail {
  label: string;
  value: string;
}

/** What the wallet asks the user to approve: the method and a human summary of it. */
export interface ApprovalRequest {
  method: string;
  title: string;
  details: readonly RequestDetail[];
}

/** Decides whether a request goes ahead: the in-page prompt is one, an automatic policy another. */
export interface Approver {
  /** Resolves true to approve, false to reject. */
  approve(request: ApprovalRequest): Promise<boolean>;
}

/** The automatic answers the test/demo settings can force. */
export interface ApprovalPolicy {
  autoApprove: boolean;
  rejectAll: boolean;
}

/**
 * An approver that applies the automatic policy first (rejectAll wins over autoApprove) and asks
 * `fallback` otherwise; without a fallback it rejects.
 */
export class PolicyApprover implements Approver {
  constructor(
    private readonly policy: () => ApprovalPolicy,
    private readonly fallback?: Approver,
  ) {}

  approve(request: ApprovalRequest): Promise<boolean> {
    const { autoApprove, rejectAll } = this.policy();
    if (rejectAll) return Promise.resolve(false);
    if (autoApprove) return Promise.resolve(true);
    return this.fallback ? this.fallback.approve(request) : Promise.resolve(false);
  }
}
