import type { ChainNamespace } from '../chains/constants';
import { $preferredAccountTypes, type AccountState, type AccountUser } from '../stores/account';
import { $chain } from '../stores/chain';
import type { ConnectorType } from '../stores/connector-types';
import type { AccountType, SocialProvider } from '../stores/options-types';

/** AppKit's `embeddedWalletInfo`: the email or social login behind an embedded-wallet account. */
export interface EmbeddedWalletInfo {
  /** The signed-in user (email, username), when the login reported one. */
  user: AccountUser | undefined;
  /** The social provider the user signed in with, or 'email'. */
  authProvider: SocialProvider | 'email';
  /** The namespace's preferred account type (EOA or smart account). */
  accountType: AccountType | undefined;
  /** Whether the smart account is deployed. */
  isSmartAccountDeployed: boolean;
}

/** The connectors of the embedded wallet (email and social login through the secure site). */
const EMBEDDED_WALLET_CONNECTORS: ReadonlySet<ConnectorType> = new Set(['AUTH', 'ID_AUTH']);

/** The embedded-wallet info of a namespace's account; undefined unless it is connected through the auth connector. */
export function toEmbeddedWalletInfo(
  namespace: ChainNamespace,
  account: AccountState,
): EmbeddedWalletInfo | undefined {
  const connectorType = $chain.get().byNamespace[namespace]?.connectorType;
  if (connectorType === undefined || !EMBEDDED_WALLET_CONNECTORS.has(connectorType)) return undefined;
  return {
    user: account.user,
    authProvider: account.socialProvider ?? 'email',
    accountType: $preferredAccountTypes.get()[namespace],
    isSmartAccountDeployed: account.smartAccountDeployed,
  };
}
