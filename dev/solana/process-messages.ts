import { z } from 'zod';

/** What the parent asks the Solana chain process over its IPC channel. */
export const ParentMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('count-ws-clients'), id: z.number().int() }),
]);
export type ParentMessage = z.infer<typeof ParentMessage>;

const Seed = z.object({
  accounts: z.array(z.string()),
  token: z.object({ mint: z.string(), name: z.string(), symbol: z.string(), decimals: z.number().int() }),
});

/** What the Solana chain process tells its parent. */
export const ChildMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), rpcUrl: z.url(), wsUrl: z.url({ protocol: /^wss?$/ }), seed: Seed }),
  z.object({ type: z.literal('failed'), message: z.string() }),
  z.object({ type: z.literal('ws-clients'), id: z.number().int(), count: z.number().int().min(0) }),
]);
export type ChildMessage = z.infer<typeof ChildMessage>;

/** How the parent tells the child where to listen (argv: `--host H --port P --ws-port W`). */
export const ChildOptions = z.object({
  host: z.string().min(1),
  port: z.coerce.number().int().min(0).max(65535),
  wsPort: z.coerce.number().int().min(0).max(65535),
});
export type ChildOptions = z.infer<typeof ChildOptions>;
