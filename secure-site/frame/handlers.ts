import {
  actionOf,
  errorMessage,
  successMessage,
  type AppMessage,
  type FrameAction,
  type FrameAnswer,
} from '../../src/frame';
import { FRAME_ERROR_TEXTS } from '../../src/frame/constants';
import { ApiCallError, type ApiUser, type SecureApi } from './api';
import type { ApprovalScreen } from './approval';
import type { FrameLocaleCode } from './locales/types';
import { dropFarcaster, startFarcaster, waitForFarcaster } from './farcaster';
import { activeAccountType, smartAccountNetworks, smartAccountOn, userWithAccounts } from './smart-account';

/** Methods the frame answers itself, without the user or the key. */
const LOCAL_METHODS = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_chainId']);

/** Methods the server signs with the user's key: the user approves each one here first (SPEC §6). */
const APPROVED_METHODS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_sendUserOperation',
]);

/** How long CONNECT_DEVICE waits for the mailed link to be opened (the host gives up after 30 s). */
const DEVICE_WAIT_MS = 25_000;
const DEVICE_POLL_MS = 1_000;

/** What the handlers need around them. */
export interface FrameEnvironment {
  api: SecureApi;
  approval: ApprovalScreen;
  /** The chain id from the frame URL (until SWITCH_NETWORK changes it). */
  initialChainId: number;
  /** Tells the host that the session changed (no token crosses). */
  sessionChanged(isConnected: boolean): void;
  /** Applies the host's theme to the frame's screens. */
  applyTheme(mode: 'light' | 'dark' | undefined): void;
  /** Shows the frame's screens in the host's locale (resolves once its strings are in). */
  applyLocale(locale: FrameLocaleCode): Promise<void>;
}

/** An error of the frame's own that the user reads: the host shows it by its reason. */
class FrameUserError extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

class RejectedByUser extends Error {
  readonly code = 4001;
  constructor() {
    super(FRAME_ERROR_TEXTS.userRejected);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chainOf(env: FrameEnvironment): number {
  const stored = env.api.chain.get();
  return typeof stored === 'number' && Number.isSafeInteger(stored) && stored > 0
    ? stored
    : env.initialChainId;
}

const toChainNumber = (value: string | number): number =>
  typeof value === 'number' ? value : Number(value.split(':').pop());

async function requireEmail(env: FrameEnvironment): Promise<string> {
  const email = env.api.pendingEmail.get();
  if (typeof email !== 'string') throw new FrameUserError('Start with your email address', 'startWithEmail');
  return email;
}

async function rpc(
  env: FrameEnvironment,
  payload: { method: string; params?: unknown; chainId?: string | number },
) {
  const chainId = payload.chainId === undefined ? chainOf(env) : toChainNumber(payload.chainId);
  if (LOCAL_METHODS.has(payload.method)) {
    if (payload.method === 'eth_chainId') return `0x${chainId.toString(16)}`;
    return [(await userWithAccounts(env.api, chainId)).address];
  }
  if (APPROVED_METHODS.has(payload.method)) {
    // The session must be live before the user is asked.
    await env.api.user();
    if (!(await env.approval.ask({ method: payload.method, params: payload.params })))
      throw new RejectedByUser();
  }
  const { result } = await env.api.authed<{ result: unknown }>('POST', '/api/v1/rpc', {
    method: payload.method,
    params: payload.params,
    chainId,
    accountType: await activeAccountType(env.api, chainId),
  });
  return result;
}

async function waitForDevice(env: FrameEnvironment): Promise<void> {
  const email = await requireEmail(env);
  const until = Date.now() + DEVICE_WAIT_MS;
  for (;;) {
    const { approved } = await env.api.call<{ approved: boolean }>('POST', '/api/v1/device/status', {
      email,
      deviceId: env.api.deviceId(),
    });
    if (approved) return;
    if (Date.now() > until)
      throw new FrameUserError(
        'This device is not approved yet: open the link we emailed you',
        'deviceNotApproved',
      );
    await sleep(DEVICE_POLL_MS);
  }
}

async function run(env: FrameEnvironment, message: AppMessage): Promise<unknown> {
  const { api } = env;
  const payload = (message as { payload?: Record<string, unknown> }).payload ?? {};
  switch (actionOf(message)) {
    case 'CONNECT_EMAIL': {
      const email = String(payload.email);
      const { action } = await api.call<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>(
        'POST',
        '/api/v1/email/start',
        {
          email,
          deviceId: api.deviceId(),
        },
      );
      api.pendingEmail.set(email);
      return { action };
    }
    case 'CONNECT_DEVICE':
      await waitForDevice(env);
      return undefined;
    case 'CONNECT_OTP': {
      const tokens = await api.call<{ accessToken: string; refreshToken: string }>(
        'POST',
        '/api/v1/email/verify',
        {
          email: await requireEmail(env),
          deviceId: api.deviceId(),
          otp: payload.otp,
        },
      );
      api.saveSession(tokens);
      api.pendingEmail.set(undefined);
      env.sessionChanged(true);
      return undefined;
    }
    case 'GET_SOCIAL_REDIRECT_URI': {
      const { uri, binding } = await api.call<{ uri: string; binding: string }>(
        'POST',
        '/api/v1/social/start',
        { provider: payload.provider, returnUrl: payload.returnUrl },
      );
      api.socialBinding.set(binding);
      return { uri };
    }
    case 'CONNECT_SOCIAL': {
      const binding = api.socialBinding.get();
      if (typeof binding !== 'string') throw new Error('Start the sign-in again');
      const { accessToken, refreshToken } = await api
        .call<{ accessToken: string; refreshToken: string; user: ApiUser }>('POST', '/api/v1/social/finish', {
          uri: payload.uri,
          binding,
        })
        .finally(() => api.socialBinding.set(undefined));
      api.saveSession({ accessToken, refreshToken });
      if (payload.chainId !== undefined) api.chain.set(toChainNumber(payload.chainId as string | number));
      env.sessionChanged(true);
      return userWithAccounts(api, chainOf(env));
    }
    case 'GET_USER': {
      if (payload.chainId !== undefined) api.chain.set(toChainNumber(payload.chainId as string | number));
      if (payload.preferredAccountType !== undefined)
        api.accountType.set(payload.preferredAccountType as 'eoa' | 'smartAccount');
      return userWithAccounts(api, chainOf(env));
    }
    case 'SET_PREFERRED_ACCOUNT': {
      const type = payload.type as 'eoa' | 'smartAccount';
      if (type === 'smartAccount' && !(await smartAccountNetworks(api)).includes(chainOf(env)))
        throw new Error(`Smart accounts are not available on chain ${chainOf(env)}`);
      api.accountType.set(type);
      return { type, address: (await userWithAccounts(api, chainOf(env))).address };
    }
    case 'INIT_SMART_ACCOUNT': {
      const { address, deployed } = await smartAccountOn(api, chainOf(env));
      return { address, isDeployed: deployed };
    }
    case 'IS_CONNECTED': {
      if (!api.hasSession()) return { isConnected: false };
      try {
        await api.user();
        return { isConnected: true };
      } catch {
        return { isConnected: false };
      }
    }
    case 'GET_CHAIN_ID':
      return { chainId: chainOf(env) };
    case 'SWITCH_NETWORK': {
      const chainId = toChainNumber(payload.chainId as string | number);
      api.chain.set(chainId);
      return { chainId };
    }
    case 'RPC_REQUEST':
      return rpc(env, payload as { method: string; params?: unknown; chainId?: string | number });
    case 'SIGN_OUT': {
      try {
        if (api.hasSession()) await api.authed('POST', '/api/v1/session/signout', {});
      } finally {
        api.clearSession();
        env.sessionChanged(false);
      }
      return undefined;
    }
    case 'UPDATE_EMAIL':
      return api.authed<{ action: 'VERIFY_PRIMARY_OTP' }>('POST', '/api/v1/email/update', {
        email: payload.email,
      });
    case 'UPDATE_EMAIL_PRIMARY_OTP':
      await api.authed('POST', '/api/v1/email/update/primary', { otp: payload.otp });
      return undefined;
    case 'UPDATE_EMAIL_SECONDARY_OTP':
      return api.authed<{ newEmail: string }>('POST', '/api/v1/email/update/secondary', { otp: payload.otp });
    case 'AWAIT_UPDATE_EMAIL':
      return { email: (await api.user()).email };
    case 'SYNC_THEME':
      env.applyTheme(payload.themeMode as 'light' | 'dark' | undefined);
      return undefined;
    case 'GET_FARCASTER_URI':
      return startFarcaster(api);
    case 'CONNECT_FARCASTER': {
      const { accessToken, refreshToken } = await waitForFarcaster(api);
      api.saveSession({ accessToken, refreshToken });
      env.sessionChanged(true);
      return userWithAccounts(api, chainOf(env));
    }
    case 'RELOAD':
      dropFarcaster();
      return undefined;
    case 'SYNC_DAPP_DATA':
      return undefined;
    case 'SYNC_LOCALE':
      await env.applyLocale(payload.locale as FrameLocaleCode);
      return undefined;
    case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
      return { smartAccountEnabledNetworks: await smartAccountNetworks(api) };
    default:
      throw new Error(`${actionOf(message)} is not offered by this secure site`);
  }
}

/** Answers one (already validated) app message with its success or error message. */
export async function answer(env: FrameEnvironment, message: AppMessage): Promise<FrameAnswer> {
  const action: FrameAction = actionOf(message);
  try {
    const result = await run(env, message);
    return successMessage(action, message.id, result as never);
  } catch (error) {
    const code = error instanceof RejectedByUser || error instanceof ApiCallError ? error.code : undefined;
    const text = error instanceof Error ? error.message.slice(0, 1000) : undefined;
    const detail =
      error instanceof ApiCallError
        ? error.detail
        : error instanceof FrameUserError
          ? { reason: error.reason }
          : {};
    return errorMessage(action, message.id, text, code, detail);
  }
}
