import type { ChainNamespace } from '../chains/constants';
import type { NamespaceClient } from '../chains/namespace-client';

type AsyncMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * A namespace client createAppKit can register up front at almost no size: each call loads the
 * real client (`load`) first. Its provider forwards any method the same way; it is not a
 * thenable (`then` is absent), so `await kit.getProvider(ns)` gives the provider itself.
 */
export function lazyNamespaceClient(
  namespace: ChainNamespace,
  load: () => Promise<NamespaceClient>,
): NamespaceClient {
  const forward =
    (name: keyof NamespaceClient): AsyncMethod =>
    async (...args) => {
      const real = await load();
      const method = real[name];
      if (typeof method !== 'function') throw new Error(`The ${namespace} client has no ${name}`);
      return (method as AsyncMethod).apply(real, args);
    };
  const provider = new Proxy(
    {},
    {
      get: (_, key): AsyncMethod | undefined =>
        typeof key !== 'string' || key === 'then'
          ? undefined
          : async (...args) => ((await load()).getProvider() as Record<string, AsyncMethod>)[key]!(...args),
    },
  );
  return {
    namespace,
    connect: forward('connect') as NamespaceClient['connect'],
    disconnect: forward('disconnect') as NamespaceClient['disconnect'],
    switchNetwork: forward('switchNetwork') as NamespaceClient['switchNetwork'],
    syncAccount: forward('syncAccount') as NamespaceClient['syncAccount'],
    getProvider: () => provider,
    sendNativeToken: forward('sendNativeToken') as NamespaceClient['sendNativeToken'],
    sendToken: forward('sendToken') as NamespaceClient['sendToken'],
    refreshBalance: forward('refreshBalance') as NamespaceClient['refreshBalance'],
    signMessage: forward('signMessage') as NamespaceClient['signMessage'],
  };
}
