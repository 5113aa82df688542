import * as z from 'zod/mini';
import { formatIssuePath, specIssueMessage } from '../../chains/validation-messages';
import type { RegistryEntry } from '../../stores/wallet-registry';

// The WalletConnect Explorer `getWallets` answer: `{ count, data: [wallet, …] }`. Only the
// fields we use are checked; unknown fields are allowed (the service adds some over time).

/** Most wallets a registry may claim to hold (the WalletConnect Explorer lists well under 1,000). */
export const MAX_REGISTRY_COUNT = 100_000;

function buildSchema() {
  const link = z.optional(z.nullable(z.string()));
  const wallet = z.looseObject({
    id: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    rdns: link,
    image_id: link,
    homepage: link,
    mobile_link: link,
    desktop_link: link,
    webapp_link: link,
    app_store: link,
    play_store: link,
    chrome_store: link,
    injected: z.optional(
      z.nullable(
        z.array(z.looseObject({ namespace: z.optional(z.string()), injected_id: z.optional(z.string()) })),
      ),
    ),
  });
  return z.looseObject({
    count: z.int().check(z.minimum(0), z.maximum(MAX_REGISTRY_COUNT)),
    data: z.array(wallet),
  });
}

let schema: ReturnType<typeof buildSchema> | undefined;

/** One wallet of an Explorer answer, after validation. */
export type ExplorerWallet = z.output<ReturnType<typeof buildSchema>>['data'][number];

/** A validated Explorer page: the total and this page's wallets. */
export interface ExplorerPage {
  count: number;
  data: ExplorerWallet[];
}

/**
 * Checks an Explorer `getWallets` answer. Throws an Error naming the first bad field
 * (`Invalid wallet registry response: data[3].name: Required`).
 */
export function parseExplorerPage(input: unknown): ExplorerPage {
  schema ??= buildSchema();
  const result = schema.safeParse(input, { error: specIssueMessage });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue ? formatIssuePath(issue.path) : '';
  const message = issue?.message ?? 'Invalid input';
  throw new Error(`Invalid wallet registry response: ${where ? `${where}: ` : ''}${message}`);
}

/** Turns an Explorer wallet into a registry entry. A native scheme goes to mobileLink, an https link to universalLink. */
export function fromExplorerWallet(wallet: ExplorerWallet): RegistryEntry {
  const mobile = wallet.mobile_link ?? null;
  const isUniversal = mobile !== null && /^https:\/\//i.test(mobile);
  return {
    id: wallet.id,
    name: wallet.name,
    rdns: wallet.rdns ?? null,
    imageId: wallet.image_id ?? null,
    homepage: wallet.homepage ?? null,
    mobileLink: isUniversal ? null : mobile,
    universalLink: isUniversal ? mobile : null,
    desktopLink: wallet.desktop_link ?? null,
    webappLink: wallet.webapp_link ?? null,
    appStore: wallet.app_store ?? null,
    playStore: wallet.play_store ?? null,
    chromeStore: wallet.chrome_store ?? null,
  };
}
