import { keccak256, toBytes, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * The stack's dev Farcaster user: a fid in the local ID registry whose custody key the dev
 * Farcaster app page signs with. The key is derived from a fixed phrase (it guards nothing).
 */
export const DEV_FARCASTER_USER = {
  fid: 1042,
  username: 'devcaster',
  displayName: 'Dev Caster',
  custodyKey: keccak256(toBytes('w3m-elements dev farcaster custody key')) as Hex,
} as const;

/** The dev user's custody address (what the registry holds for its fid). */
export const devCustodyAddress = () => privateKeyToAccount(DEV_FARCASTER_USER.custodyKey).address;
