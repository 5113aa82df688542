import * as z from 'zod/mini';

// Field schemas shared by the app-to-frame and frame-to-app messages (SPEC §3, §5). Every string
// has an upper bound so an oversized message fails here even below the overall size limit.

/** A request id: a short random string (SPEC §9). */
export const RequestId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** An email address (SPEC §5: must be valid). */
export const Email = z.email().check(z.maxLength(254));

/** The six-digit one-time code. */
export const Otp = z.string().check(z.regex(/^\d{6}$/));

/** A chain id: a number, a decimal string or a CAIP-2 id such as eip155:1. */
export const ChainId = z.union([
  z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
  z.string().check(z.regex(/^(\d{1,20}|[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})$/)),
]);

/** SPEC §3: the social providers. */
export const SocialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']);

/** SPEC §3/§5: account types. */
export const AccountType = z.enum(['eoa', 'smartAccount']);

/** SPEC §5: theme mode light or dark. */
export const ThemeMode = z.enum(['light', 'dark']);

/** An EVM address, or a base58 (Solana) one. */
export const Address = z.string().check(z.regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/));

/** An http(s) URL of bounded length. */
export const HttpUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(4096));

const ShortText = (max: number) => z.string().check(z.maxLength(max));

/** Theme variables: CSS custom property names to values. */
export const ThemeVariables = z
  .record(z.string().check(z.regex(/^--?[-a-zA-Z0-9]{1,64}$/)), z.union([ShortText(256), z.number()]))
  .check(z.refine((value) => Object.keys(value).length <= 64, 'Too many theme variables'));

/** The app's metadata (SPEC §3 dapp data). */
export const Metadata = z.strictObject({
  name: ShortText(128),
  description: ShortText(512),
  url: z.string().check(z.maxLength(2048)),
  icons: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(8)),
});

/** SPEC §3 user response: the connected embedded-wallet user. */
export const User = z.strictObject({
  email: z.optional(Email),
  address: Address,
  chainId: ChainId,
  accounts: z.optional(
    z.array(z.strictObject({ address: Address, type: AccountType })).check(z.maxLength(16)),
  ),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(AccountType),
  userName: z.optional(ShortText(128)),
});

/** A wallet RPC method name. */
export const RpcMethod = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/));

/** Any JSON value (RPC params and results). */
export const JsonValue = z.json();

/** A message without a payload. */
export const Empty = z.optional(z.strictObject({}));

/**
 * A stable name for an error the user reads (e.g. `wrongCode`), which the host maps to its
 * catalogue; a name the host does not know shows the English `message` instead.
 */
export const ErrorReason = z.string().check(z.regex(/^[a-zA-Z]{1,48}$/));

/**
 * The payload of every `_ERROR` event: a message (absent means 'An error occurred'), an RPC code,
 * and for errors the user reads a `reason` with the number it mentions (`count`: tries, seconds).
 */
export const ErrorPayload = z.optional(
  z.strictObject({
    message: z.optional(ShortText(1000)),
    code: z.optional(z.int()),
    reason: z.optional(ErrorReason),
    count: z.optional(z.int().check(z.gte(0), z.lte(1_000_000_000))),
  }),
);

/** The host's locales (issue 22; the same list as src/locales/codes.ts, which the frame cannot import). */
export const FRAME_LOCALES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt-BR',
  'nl',
  'pl',
  'uk',
  'ru',
  'tr',
  'ar',
  'he',
  'fa',
  'id',
  'vi',
  'th',
  'hi',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
] as const;

/** One of the host's locales; anything else is refused. */
export const FrameLocale = z.enum(FRAME_LOCALES);
