import { PublicKey, type AccountInfo } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { z } from 'zod';
import { encodeBase58 } from '../relay/base58';
import type { LocalSolanaChain } from './chain';
import { defineMethod, withContext, type RpcMethod } from './method';
import { SolanaRpcError, RPC_ERROR } from './rpc-error';
import { AccountConfig, Address, CommitmentConfig } from './schemas';
import { parseTokenProgramAccount, readTokenAccount } from './token-accounts';

const MAX_MULTIPLE_ACCOUNTS = 100;
type AccountOptions = z.infer<typeof AccountConfig>;

/** An account as the RPC answers it, in the requested encoding. */
export function encodeAccount(
  chain: LocalSolanaChain,
  address: PublicKey,
  account: AccountInfo<Uint8Array>,
  options: AccountOptions = {},
) {
  const encoding = options.encoding ?? 'base64';
  const parsed = encoding === 'jsonParsed' ? parseTokenProgramAccount(chain.read, address) : undefined;
  let bytes = Buffer.from(account.data);
  if (options.dataSlice)
    bytes = bytes.subarray(options.dataSlice.offset, options.dataSlice.offset + options.dataSlice.length);
  const data =
    parsed ??
    (encoding === 'base58' ? [encodeBase58(bytes), 'base58'] : [bytes.toString('base64'), 'base64']);
  return {
    data,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    rentEpoch: account.rentEpoch ?? 0,
    space: account.data.length,
  };
}

function accountOrNull(chain: LocalSolanaChain, address: string, options?: AccountOptions) {
  const key = new PublicKey(address);
  const account = chain.getAccount(key);
  return account ? encodeAccount(chain, key, account, options) : null;
}

const TokenAccountFilter = z.union([
  z.strictObject({ mint: Address }),
  z.strictObject({ programId: Address }),
]);

/** Account-reading methods. */
export const accountMethods: Record<string, RpcMethod> = {
  getBalance: defineMethod(z.tuple([Address, CommitmentConfig.optional()]), ([address], chain) =>
    withContext(chain, chain.getBalance(new PublicKey(address))),
  ),
  getAccountInfo: defineMethod(z.tuple([Address, AccountConfig.optional()]), ([address, options], chain) =>
    withContext(chain, accountOrNull(chain, address, options)),
  ),
  getMultipleAccounts: defineMethod(
    z.tuple([z.array(Address).max(MAX_MULTIPLE_ACCOUNTS), AccountConfig.optional()]),
    ([addresses, options], chain) =>
      withContext(
        chain,
        addresses.map((address) => accountOrNull(chain, address, options)),
      ),
  ),
  getTokenAccountsByOwner: defineMethod(
    z.tuple([Address, TokenAccountFilter, AccountConfig.optional()]),
    ([owner, filter, options], chain) => {
      if ('programId' in filter) {
        const known = [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()];
        if (!known.includes(filter.programId)) {
          throw new SolanaRpcError(RPC_ERROR.invalidParams, 'Invalid param: unrecognized Token program id');
        }
      }
      const matches = chain.knownTokenAccounts().flatMap((address) => {
        const token = readTokenAccount(chain.read, address);
        const account = chain.getAccount(address);
        if (!token || !account || token.owner.toBase58() !== owner) return [];
        if ('mint' in filter && token.mint.toBase58() !== filter.mint) return [];
        if ('programId' in filter && account.owner.toBase58() !== filter.programId) return [];
        return [{ pubkey: address.toBase58(), account: encodeAccount(chain, address, account, options) }];
      });
      return withContext(chain, matches);
    },
  ),
  getMinimumBalanceForRentExemption: defineMethod(
    z.tuple([
      z
        .number()
        .int()
        .nonnegative()
        .max(10 * 1024 * 1024),
      CommitmentConfig.optional(),
    ]),
    ([size], chain) => chain.minimumBalanceForRentExemption(size),
  ),
};
