import { type PublicKey } from '@solana/web3.js';
import {
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackAccount,
  unpackMint,
  type Account as TokenAccount,
  type Mint,
} from '@solana/spl-token';

/** What the chain needs to read accounts: its raw account lookup. */
export type AccountReader = (
  address: PublicKey,
) => { owner: PublicKey; data: Uint8Array; lamports: number } | null;

const TOKEN_PROGRAMS = new Map([
  [TOKEN_PROGRAM_ID.toBase58(), 'spl-token'],
  [TOKEN_2022_PROGRAM_ID.toBase58(), 'spl-token-2022'],
]);

/** The jsonParsed program name of a token program id, or undefined for other owners. */
export function tokenProgramName(owner: PublicKey): string | undefined {
  return TOKEN_PROGRAMS.get(owner.toBase58());
}

/** The RPC's `uiTokenAmount` / `tokenAmount` object for a raw amount. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = decimals > 0 ? text.slice(text.length - decimals).replace(/0+$/, '') : '';
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/** Reads a token account (undefined when the address is not an initialised token account). */
export function readTokenAccount(read: AccountReader, address: PublicKey): TokenAccount | undefined {
  const raw = read(address);
  if (!raw || !tokenProgramName(raw.owner)) return undefined;
  try {
    return unpackAccount(address, { ...raw, data: Buffer.from(raw.data), executable: false }, raw.owner);
  } catch {
    return undefined;
  }
}

/** Reads a mint (undefined when the address is not a mint). */
export function readMint(read: AccountReader, address: PublicKey): Mint | undefined {
  const raw = read(address);
  if (!raw || !tokenProgramName(raw.owner)) return undefined;
  try {
    return unpackMint(address, { ...raw, data: Buffer.from(raw.data), executable: false }, raw.owner);
  } catch {
    return undefined;
  }
}

/** The jsonParsed `{ program, parsed, space }` of a token account or mint, or undefined for other data. */
export function parseTokenProgramAccount(read: AccountReader, address: PublicKey) {
  const raw = read(address);
  const program = raw ? tokenProgramName(raw.owner) : undefined;
  if (!raw || !program) return undefined;
  const account = readTokenAccount(read, address);
  if (account) {
    const decimals = readMint(read, account.mint)?.decimals ?? 0;
    const info: Record<string, unknown> = {
      isNative: account.isNative,
      mint: account.mint.toBase58(),
      owner: account.owner.toBase58(),
      state: account.isFrozen ? 'frozen' : account.isInitialized ? 'initialized' : 'uninitialized',
      tokenAmount: uiTokenAmount(account.amount, decimals),
    };
    if (account.delegate) {
      info.delegate = account.delegate.toBase58();
      info.delegatedAmount = uiTokenAmount(account.delegatedAmount, decimals);
    }
    if (account.closeAuthority) info.closeAuthority = account.closeAuthority.toBase58();
    return { program, parsed: { info, type: 'account' }, space: raw.data.length };
  }
  const mint = readMint(read, address);
  if (!mint) return undefined;
  const info = {
    decimals: mint.decimals,
    freezeAuthority: mint.freezeAuthority?.toBase58() ?? null,
    isInitialized: mint.isInitialized,
    mintAuthority: mint.mintAuthority?.toBase58() ?? null,
    supply: mint.supply.toString(),
  };
  return { program, parsed: { info, type: 'mint' }, space: raw.data.length };
}

/** One entry of a transaction's pre/postTokenBalances. */
export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: ReturnType<typeof uiTokenAmount>;
}

/** The token balances of those `keys` that are token accounts right now. */
export function tokenBalances(read: AccountReader, keys: readonly PublicKey[]): TokenBalance[] {
  const balances: TokenBalance[] = [];
  keys.forEach((key, accountIndex) => {
    const account = readTokenAccount(read, key);
    const raw = account && read(key);
    if (!account || !raw) return;
    balances.push({
      accountIndex,
      mint: account.mint.toBase58(),
      owner: account.owner.toBase58(),
      programId: raw.owner.toBase58(),
      uiTokenAmount: uiTokenAmount(account.amount, readMint(read, account.mint)?.decimals ?? 0),
    });
  });
  return balances;
}
