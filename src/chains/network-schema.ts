import * as z from 'zod/mini';
import { CHAIN_NAMESPACES } from './constants';
import { isCaipNetworkId } from './caip';

/** A network definition (SPEC §3 Network); the type lives in network-types.ts. */
export type { CaipNetwork } from './network-types';

/** Builds the network schema; called once, lazily, so importing this module runs no zod. */
function buildCaipNetworkSchema() {
  const httpUrl = z.url({ protocol: /^https?$/ });
  return z
    .looseObject({
      id: z.union([z.number(), z.string().check(z.minLength(1))]),
      name: z.string().check(z.minLength(1)),
      caipNetworkId: z.string().check(z.refine(isCaipNetworkId, { message: 'Invalid CAIP network id' })),
      chainNamespace: z.enum(CHAIN_NAMESPACES),
      nativeCurrency: z.looseObject({
        name: z.string(),
        symbol: z.string().check(z.minLength(1)),
        decimals: z.number().check(z.int(), z.nonnegative()),
      }),
      rpcUrls: z.looseObject({
        default: z.looseObject({ http: z.array(httpUrl).check(z.minLength(1)) }),
      }),
    })
    .check(
      z.refine((network) => network.caipNetworkId.split(':')[0] === network.chainNamespace, {
        message: 'caipNetworkId must use the network\u2019s chainNamespace',
        path: ['caipNetworkId'],
      }),
    );
}

let cached: ReturnType<typeof buildCaipNetworkSchema> | undefined;

/**
 * The shape SPEC §3 gives a network: id, name, caipNetworkId, chainNamespace, nativeCurrency and
 * rpcUrls.default.http; the CAIP id must use the same namespace as chainNamespace. Extra fields
 * are allowed and kept.
 */
export function caipNetworkSchema(): ReturnType<typeof buildCaipNetworkSchema> {
  cached ??= buildCaipNetworkSchema();
  return cached;
}
