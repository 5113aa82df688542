import type { Address, Hex } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { ApiError } from '../errors';
import type { FidRegistry } from './registry';

/** FIP-11: the statement and chain id every Sign In With Farcaster message carries. */
export const SIWF_STATEMENT = 'Farcaster Auth';
export const SIWF_CHAIN_ID = 10;

const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d{0,15})\/?$/;

/** What the channel asked for: the message must match it. */
export interface SiwfRequest {
  domain: string;
  siweUri: string;
  nonce: string;
}

const refuse = (reason: string): never => {
  throw new ApiError(401, `Unauthorized: ${reason}`);
};

/**
 * Checks a Sign In With Farcaster message and signature (FIP-11): the message is a SIWE message
 * with the Farcaster statement, chain id 10, exactly one fid resource equal to `fid`, the domain,
 * URI and nonce the channel asked for, inside its time window; and the signature is by the custody
 * address the ID registry holds for that fid. Answers the custody address.
 */
export async function verifySiwf(
  registry: FidRegistry,
  request: SiwfRequest,
  input: { message: string; signature: Hex; fid: number },
  now: Date,
): Promise<Address> {
  const parsed = parseSiweMessage(input.message);
  if (!parsed.address || !parsed.domain || !parsed.nonce || !parsed.uri) refuse('not a sign-in message');
  if (parsed.statement !== SIWF_STATEMENT) refuse(`the statement must be '${SIWF_STATEMENT}'`);
  if (parsed.chainId !== SIWF_CHAIN_ID) refuse(`the chain id must be ${SIWF_CHAIN_ID}`);
  const fids = (parsed.resources ?? []).filter((resource) => FID_RESOURCE.test(resource));
  if (fids.length !== 1) refuse('the message must name exactly one fid');
  if (Number(FID_RESOURCE.exec(fids[0] as string)?.[1]) !== input.fid) refuse('the fid does not match');
  if (parsed.domain !== request.domain) refuse('invalid domain');
  if (parsed.uri !== request.siweUri) refuse('invalid URI');
  if (parsed.nonce !== request.nonce) refuse('invalid nonce');
  if (!validateSiweMessage({ message: parsed, time: now })) refuse('the message is expired or not yet valid');
  let custody: Address | undefined;
  try {
    custody = await registry.custodyOf(BigInt(input.fid));
  } catch {
    throw new ApiError(503, 'The Farcaster ID registry is unreachable: try again later');
  }
  if (!custody) refuse(`fid ${input.fid} is not registered`);
  if ((parsed.address as string).toLowerCase() !== (custody as string).toLowerCase())
    refuse(`the signer does not own fid ${input.fid}`);
  let valid = false;
  try {
    valid = await registry.verify(custody as Address, input.message, input.signature);
  } catch {
    valid = false;
  }
  if (!valid) refuse(`the signature is not by the custody address of fid ${input.fid}`);
  return custody as Address;
}
