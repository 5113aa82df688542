import { array, number, object, oneOf, optional, refine, string, union, url, type Check } from './checks';
import { CHAIN_NAMESPACES } from './constants';
import { isCaipNetworkId } from './caip';
import type { CaipNetwork } from './network-types';

/** A network definition (SPEC §3 Network); the type lives in network-types.ts. */
export type { CaipNetwork } from './network-types';

const LOOSE = false;

/** A network's own RPC URLs: at least one, each http(s); none at all gives the SPEC §8 error. */
const rpcUrlList = refine(array(url(/^https?$/)), (urls) => urls.length > 0, 'A valid RPC URL is required');

/**
 * The shape SPEC §3 gives a network: id, name, caipNetworkId, chainNamespace, nativeCurrency and
 * rpcUrls.default.http; the CAIP id must use the same namespace as chainNamespace. Extra fields
 * are allowed and left as they are.
 */
export const caipNetworkCheck: Check<CaipNetwork> = refine(
  object(
    {
      id: union([number(), string(1)]),
      name: string(1),
      caipNetworkId: refine(string(), isCaipNetworkId, 'Invalid CAIP network id'),
      chainNamespace: oneOf(CHAIN_NAMESPACES),
      nativeCurrency: object(
        { name: string(), symbol: string(1), decimals: number({ int: true, min: 0 }) },
        LOOSE,
      ),
      rpcUrls: object({ default: object({ http: rpcUrlList }, LOOSE) }, LOOSE),
      esploraApiUrl: optional(url(/^https?$/)),
    },
    LOOSE,
  ) as Check<CaipNetwork>,
  (network) => network.caipNetworkId.split(':')[0] === network.chainNamespace,
  'caipNetworkId must use the network\u2019s chainNamespace',
  ['caipNetworkId'],
);
