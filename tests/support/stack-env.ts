import { z } from 'zod';
import { DevConfigSchema } from '../../dev/config';

/** The environment variable through which global setup hands the running stack to test files. */
export const STACK_ENV_VAR = 'W3M_STACK';

/** Where global setup leaves the running stack for global teardown (both run in Jest's parent process). */
export const RUNNING_STACK_KEY = '__w3mRunningStack';

/** What test files learn about the running stack. */
export const StackInfoSchema = z.object({
  config: DevConfigSchema,
  urls: z.object({
    demo: z.url(),
    html: z.url(),
    vue: z.url(),
    devConfig: z.url(),
    evm: z.url(),
    evm2: z.url(),
    relay: z.url({ protocol: /^wss?$/ }),
    bitcoin: z.url(),
    ens: z.url(),
    secureSite: z.url().optional(),
    mailbox: z.url().optional(),
    oidc: z.url().optional(),
    solana: z.url(),
    solanaWs: z.url({ protocol: /^wss?$/ }),
    bundler: z.url(),
  }),
});

/** The running stack's config and URLs, as test files see them. */
export type StackInfo = z.infer<typeof StackInfoSchema>;
