// ERC-7715 permissions (wallet_grantPermissions / wallet_revokePermissions) for the embedded
// wallet. Granting one means a session key the app holds may act for the account within limits.
// The embedded smart account is a SimpleAccount v0.7 (plus ERC-1271): its validateUserOp accepts
// only the owner's signature and it has no module system, so it cannot honour a session key; that
// needs an ERC-7579 account with a smart-sessions validator, or an ERC-7710 delegation manager.
// Pretending to grant would hand the app a context nothing enforces, so both methods are refused
// up front (EIP-1193 4200, no approval asked) and wallet_getCapabilities says so.
import { ApiError } from '../errors';

/** The methods this module answers. */
export const PERMISSION_METHODS: ReadonlySet<string> = new Set([
  'wallet_grantPermissions',
  'wallet_revokePermissions',
]);

/** EIP-1193 "unsupported method". */
export const UNSUPPORTED_METHOD_CODE = 4200;

/** Why the embedded wallet refuses ERC-7715 requests, in a sentence an app can show. */
export const PERMISSIONS_UNSUPPORTED =
  'The embedded wallet cannot grant or revoke ERC-7715 permissions: its smart account (SimpleAccount v0.7) accepts only its owner’s signature, and session keys need an ERC-7579 smart-sessions validator or an ERC-7710 delegation manager, which it does not have';

/** wallet_getCapabilities' entry: permissions are not supported (ERC-7715 apps check this first). */
export const PERMISSIONS_CAPABILITY = { supported: false } as const;

/** Refuses a permissions request with the clear reason and code 4200. */
export function refusePermissions(): never {
  throw new ApiError(400, PERMISSIONS_UNSUPPORTED, undefined, UNSUPPORTED_METHOD_CODE);
}
