import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { parseHexChainId } from './chains';

// zod/mini ships without messages; the English ones make -32602 answers readable.
z.config(en());

/** A 20-byte address, 0x-prefixed (any letter case). */
export const AddressSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte hex address'));

/** 0x-prefixed hex bytes (an even number of digits, possibly none). */
export const HexDataSchema = z
  .string()
  .check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected 0x-prefixed hex bytes'));

/** A 0x-prefixed hex quantity ("0x0", "0x1bc16d674ec80000"). */
export const HexQuantitySchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a 0x-prefixed hex number'));

/** A 0x-prefixed hex chain id that is a positive safe integer. */
export const HexChainIdSchema = z
  .string()
  .check(
    z.refine(
      (value) => parseHexChainId(value) !== undefined,
      'Expected a 0x-prefixed hex chain id such as 0x7a69 (a positive safe integer)',
    ),
  );

/** An http(s) URL. */
export const HttpUrlSchema = z.url({ protocol: /^https?$/, error: 'Expected an http(s) URL' });

/** An EIP-1193 request argument. */
export const RequestArgumentsSchema = z.object({
  method: z.string().check(z.minLength(1, 'method must be a non-empty string')),
  params: z.optional(z.unknown()),
});

/** Params of a method that takes none (absent or an array; extra entries are ignored). */
export const NoParamsSchema = z.optional(z.array(z.unknown()));

/** personal_sign: [message (hex bytes or plain text), address, ...ignored]. */
export const PersonalSignParamsSchema = z.tuple([z.string(), AddressSchema], z.unknown());

/** eth_signTypedData_v4: [address, typed data as a JSON string or an object]. */
export const SignTypedDataParamsSchema = z.tuple([
  AddressSchema,
  z.union([z.string(), z.record(z.string(), z.unknown())]),
]);

const TypedDataFieldSchema = z.object({ name: z.string(), type: z.string().check(z.minLength(1)) });

/** The EIP-712 typed data document inside eth_signTypedData_v4. */
export const TypedDataSchema = z.object({
  types: z.record(z.string(), z.array(TypedDataFieldSchema)),
  primaryType: z.string().check(z.minLength(1)),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
});

/** One transaction object of eth_sendTransaction. */
export const TransactionSchema = z.object({
  from: AddressSchema,
  to: z.optional(z.nullable(AddressSchema)),
  value: z.optional(HexQuantitySchema),
  data: z.optional(HexDataSchema),
  input: z.optional(HexDataSchema),
  gas: z.optional(HexQuantitySchema),
  gasPrice: z.optional(HexQuantitySchema),
  maxFeePerGas: z.optional(HexQuantitySchema),
  maxPriorityFeePerGas: z.optional(HexQuantitySchema),
  nonce: z.optional(HexQuantitySchema),
  chainId: z.optional(HexChainIdSchema),
});

/** The validated transaction object of eth_sendTransaction. */
export type TransactionParams = z.infer<typeof TransactionSchema>;

/** eth_sendTransaction: [transaction]. */
export const SendTransactionParamsSchema = z.tuple([TransactionSchema]);

/** wallet_switchEthereumChain: [{ chainId }]. */
export const SwitchChainParamsSchema = z.tuple([z.object({ chainId: HexChainIdSchema })]);

/** The chain description of wallet_addEthereumChain (EIP-3085). */
export const AddChainSchema = z.object({
  chainId: HexChainIdSchema,
  chainName: z.string().check(z.trim(), z.minLength(1, 'chainName must not be empty')),
  rpcUrls: z.array(HttpUrlSchema).check(z.minLength(1, 'rpcUrls must hold at least one URL')),
  nativeCurrency: z.object({
    name: z.string().check(z.minLength(1, 'nativeCurrency.name must not be empty')),
    symbol: z
      .string()
      .check(
        z.minLength(2, 'nativeCurrency.symbol must be 2 to 6 characters'),
        z.maxLength(6, 'nativeCurrency.symbol must be 2 to 6 characters'),
      ),
    decimals: z.int('nativeCurrency.decimals must be an integer').check(z.minimum(0), z.maximum(36)),
  }),
  blockExplorerUrls: z.optional(z.nullable(z.array(HttpUrlSchema))),
  iconUrls: z.optional(z.nullable(z.array(z.string()))),
});

/** wallet_addEthereumChain: [chain]. */
export const AddChainParamsSchema = z.tuple([AddChainSchema]);

/** wallet_getCapabilities: [address, chain ids?]. */
export const GetCapabilitiesParamsSchema = z.tuple([AddressSchema, z.optional(z.array(HexChainIdSchema))]);

/** wallet_getAssets (EIP-7811): [{ account, chainFilter?, assetFilter?, assetTypeFilter? }]. */
export const GetAssetsParamsSchema = z.tuple([
  z.object({
    account: AddressSchema,
    chainFilter: z.optional(z.array(HexChainIdSchema)),
    assetFilter: z.optional(z.record(z.string(), z.unknown())),
    assetTypeFilter: z.optional(z.array(z.string())),
  }),
]);

/** wallet_requestPermissions / wallet_revokePermissions: [{ eth_accounts: {} }]. */
export const PermissionsParamsSchema = z.tuple([
  z.looseObject({ eth_accounts: z.record(z.string(), z.unknown()) }),
]);

/** Params of a read-only method forwarded to the chain (absent or an array). */
export const ForwardedParamsSchema = z.optional(z.array(z.unknown()));

/** Zod issues as one readable line: "params[0].chainId: Expected …; params[1]: …". */
export function describeIssues(error: z.core.$ZodError, root = 'params'): string {
  return error.issues
    .map((issue) => {
      const path = issue.path
        .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
        .join('');
      return `${root}${path}: ${issue.message}`;
    })
    .join('; ');
}
