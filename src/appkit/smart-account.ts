// The Account view's "switch to EOA / smart account" (loaded when that button is used).
import { currentAuthFrame } from '../connectors/auth/frame-host';
import { setPreferredAccountType } from '../stores/account-connection';

/**
 * SPEC §3: makes the embedded EOA or smart account the active eip155 account and keeps the choice
 * (preferredAccountTypes, stored, so it survives a refresh); the address and balance follow through
 * the provider's accountsChanged.
 */
export async function switchEmbeddedAccountType(type: 'eoa' | 'smartAccount'): Promise<void> {
  const frame = currentAuthFrame();
  if (!frame) throw new Error('The embedded wallet is not connected');
  setPreferredAccountType('eip155', type);
  await frame.provider.setPreferredAccountType(type);
}
