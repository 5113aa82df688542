import * as z from 'zod/mini';
import {
  AccountType,
  Address,
  ChainId,
  Email,
  Empty,
  FrameLocale,
  HttpUrl,
  JsonValue,
  Metadata,
  Otp,
  RpcMethod,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
  User,
} from './fields';

/**
 * SPEC §7: every app-to-frame action, with the payload the app sends (`@w3m-app/<ACTION>`) and the
 * payload of the frame's `@w3m-frame/<ACTION>_SUCCESS` answer. Errors share one payload shape.
 */
export const FRAME_ACTIONS = {
  SWITCH_NETWORK: {
    request: z.strictObject({ chainId: ChainId }),
    success: z.strictObject({ chainId: ChainId }),
  },
  CONNECT_EMAIL: {
    request: z.strictObject({ email: Email }),
    success: z.strictObject({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  CONNECT_DEVICE: { request: Empty, success: Empty },
  CONNECT_OTP: { request: z.strictObject({ otp: Otp }), success: Empty },
  CONNECT_SOCIAL: {
    request: z.strictObject({
      uri: HttpUrl,
      preferredAccountType: z.optional(AccountType),
      chainId: z.optional(ChainId),
    }),
    success: User,
  },
  GET_SOCIAL_REDIRECT_URI: {
    // returnUrl: Telegram's webview has no popup, so the callback returns to this host page.
    request: z.strictObject({ provider: SocialProvider, returnUrl: z.optional(HttpUrl) }),
    success: z.strictObject({ uri: HttpUrl }),
  },
  GET_USER: {
    request: z.optional(
      z.strictObject({ chainId: z.optional(ChainId), preferredAccountType: z.optional(AccountType) }),
    ),
    success: User,
  },
  SIGN_OUT: { request: Empty, success: Empty },
  IS_CONNECTED: { request: Empty, success: z.strictObject({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { request: Empty, success: z.strictObject({ chainId: ChainId }) },
  RPC_REQUEST: {
    request: z.strictObject({
      method: RpcMethod,
      params: z.optional(z.union([z.array(JsonValue), z.record(z.string(), JsonValue)])),
      chainId: z.optional(ChainId),
    }),
    success: JsonValue,
  },
  UPDATE_EMAIL: {
    request: z.strictObject({ email: Email }),
    success: z.strictObject({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: { request: z.strictObject({ otp: Otp }), success: Empty },
  UPDATE_EMAIL_SECONDARY_OTP: {
    request: z.strictObject({ otp: Otp }),
    success: z.strictObject({ newEmail: Email }),
  },
  AWAIT_UPDATE_EMAIL: { request: Empty, success: z.strictObject({ email: Email }) },
  SYNC_THEME: {
    request: z.strictObject({
      themeMode: z.optional(ThemeMode),
      themeVariables: z.optional(ThemeVariables),
      w3mThemeVariables: z.optional(ThemeVariables),
    }),
    success: Empty,
  },
  SYNC_DAPP_DATA: {
    request: z.strictObject({
      metadata: z.optional(Metadata),
      sdkVersion: z.string().check(z.maxLength(64)),
      sdkType: z.string().check(z.maxLength(32)),
      projectId: z.string().check(z.maxLength(128)),
    }),
    success: Empty,
  },
  // Issue 22: the host's active locale, sent when the frame starts and on every setLocale.
  SYNC_LOCALE: { request: z.strictObject({ locale: FrameLocale }), success: Empty },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: Empty,
    success: z.strictObject({
      smartAccountEnabledNetworks: z.array(z.int().check(z.positive())).check(z.maxLength(256)),
    }),
  },
  INIT_SMART_ACCOUNT: {
    request: Empty,
    success: z.strictObject({ address: Address, isDeployed: z.boolean() }),
  },
  SET_PREFERRED_ACCOUNT: {
    request: z.strictObject({ type: AccountType }),
    success: z.strictObject({ type: AccountType, address: Address }),
  },
  CONNECT_FARCASTER: { request: Empty, success: User },
  GET_FARCASTER_URI: { request: Empty, success: z.strictObject({ url: HttpUrl }) },
  RELOAD: { request: Empty, success: Empty },
} as const;

/** One app-to-frame action name (SPEC §7). */
export type FrameAction = keyof typeof FRAME_ACTIONS;

/** What the app sends with an action. */
export type RequestPayload<A extends FrameAction> = z.infer<(typeof FRAME_ACTIONS)[A]['request']>;

/** What the frame answers an action with on success. */
export type SuccessPayload<A extends FrameAction> = z.infer<(typeof FRAME_ACTIONS)[A]['success']>;

/** SPEC §8: requests that time out after 30 s ('iframe_request_timeout'). */
export const TIMED_ACTIONS: ReadonlySet<FrameAction> = new Set<FrameAction>([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]);

/** All action names. */
export const ACTION_NAMES = Object.keys(FRAME_ACTIONS) as FrameAction[];
