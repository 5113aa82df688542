import { z } from 'zod';

/** The providers whose purchase reports the site can read ('dev' is the local stack's, in Meld's shape). */
export const ONRAMP_REPORT_PROVIDERS = ['coinbase', 'meld', 'dev'] as const;
/** One of {@link ONRAMP_REPORT_PROVIDERS}. */
export type OnrampReportProvider = (typeof ONRAMP_REPORT_PROVIDERS)[number];

/** A purchase as the kit's Activity reads it, whatever provider reported it. */
export const onrampPurchaseSchema = z.object({
  provider: z.enum(ONRAMP_REPORT_PROVIDERS),
  id: z.string().min(1).max(200),
  status: z.enum(['pending', 'success', 'failed']),
  /** What was bought, as a decimal string in the asset's units. */
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  /** The asset's symbol (ETH, USDC, …). */
  asset: z.string().min(1).max(20),
  /** The provider's network name or chain id, as reported. */
  network: z.string().max(64).optional(),
  /** The on-chain transaction that delivered it, when there is one. */
  txHash: z.string().max(200).optional(),
  /** When the purchase was made (ISO 8601). */
  createdAt: z.iso.datetime({ offset: true }),
});

/** A provider-neutral purchase. */
export type OnrampPurchase = z.infer<typeof onrampPurchaseSchema>;

/** What the report endpoint answers: every purchase found, and the providers that could not answer. */
export interface OnrampReport {
  purchases: OnrampPurchase[];
  errors: Array<{ provider: OnrampReportProvider; message: string }>;
}

/** A provider's answer did not have the documented shape (the message names what was wrong). */
export class ProviderReportError extends Error {
  override name = 'ProviderReportError';
}

/** Parses with `schema` or throws a ProviderReportError naming the provider and the first problems. */
export function parseProviderAnswer<T>(provider: string, schema: z.ZodType<T>, answer: unknown): T {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
  throw new ProviderReportError(`The ${provider} purchase report was malformed (${problems})`);
}
