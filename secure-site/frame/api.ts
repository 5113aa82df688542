// The frame page's client of the secure site's API. Tokens and the device id live in this origin's
// localStorage only; the host page never sees them.

/** What the API answers a failed call with. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The EIP-1193 code the API attached, if any. */
    readonly code?: number,
    /** The error's stable name and the number it mentions, passed on to the host (issue 22). */
    readonly detail: { reason?: string; count?: number } = {},
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** The user the API reports. */
export interface ApiUser {
  email?: string;
  address: string;
  /** Set for a social login: the provider and the name it gave. */
  socialProvider?: string;
  username?: string;
}

const randomDeviceId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

const isString = (value: unknown): value is string => typeof value === 'string';
const isChainId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isTokens = (value: unknown): value is Tokens =>
  typeof value === 'object' &&
  value !== null &&
  isString((value as Tokens).accessToken) &&
  isString((value as Tokens).refreshToken);
const isAccountType = (value: unknown): value is 'eoa' | 'smartAccount' =>
  value === 'eoa' || value === 'smartAccount';

/**
 * Reads and writes one JSON value under a key scoped to the project. A stored value that is not
 * JSON or not of the slot's shape (another script or an older build wrote it) reads as nothing.
 */
function slot<T>(projectId: string, name: string, fits: (value: unknown) => value is T) {
  const key = `w3m-frame:${projectId}:${name}`;
  return {
    get(): T | undefined {
      try {
        const raw = localStorage.getItem(key);
        const value: unknown = raw === null ? undefined : JSON.parse(raw);
        return fits(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    set(value: T | undefined): void {
      if (value === undefined) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    },
  };
}

/** The reason and count of an API error answer, when well-formed (the host re-checks them). */
function errorDetail(data: Record<string, unknown>): { reason?: string; count?: number } {
  const reason =
    typeof data.reason === 'string' && /^[a-zA-Z]{1,48}$/.test(data.reason) ? data.reason : undefined;
  const count =
    typeof data.count === 'number' && Number.isSafeInteger(data.count) && data.count >= 0
      ? data.count
      : undefined;
  return { ...(reason ? { reason } : {}), ...(count === undefined ? {} : { count }) };
}

/** Calls the API for one project, as the frame embedded by `hostOrigin`. */
export class SecureApi {
  private readonly tokens;
  private readonly device;
  /** The email of the login in progress (CONNECT_EMAIL → CONNECT_OTP). */
  readonly pendingEmail;
  /** The chain the embedded wallet is on. */
  readonly chain;
  /** The binding of the social login in progress (GET_SOCIAL_REDIRECT_URI → CONNECT_SOCIAL). */
  readonly socialBinding;
  /** The account type the user chose (SET_PREFERRED_ACCOUNT, or GET_USER's preferredAccountType). */
  readonly accountType;

  constructor(
    private readonly projectId: string,
    private readonly hostOrigin: string,
  ) {
    this.tokens = slot(projectId, 'session', isTokens);
    this.device = slot(projectId, 'device', isString);
    this.pendingEmail = slot(projectId, 'pending-email', isString);
    this.chain = slot(projectId, 'chain', isChainId);
    this.socialBinding = slot(projectId, 'social-binding', isString);
    this.accountType = slot(projectId, 'account-type', isAccountType);
  }

  /** This browser's device id (made once). */
  deviceId(): string {
    let id = this.device.get();
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{22,128}$/.test(id)) {
      id = randomDeviceId();
      this.device.set(id);
    }
    return id;
  }

  /** True when a session is stored (it may still be revoked or expired on the server). */
  hasSession(): boolean {
    return this.tokens.get() !== undefined;
  }

  /** Forgets the stored session. */
  clearSession(): void {
    this.tokens.set(undefined);
  }

  /** Stores a new session. */
  saveSession(tokens: Tokens): void {
    this.tokens.set({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  }

  /** One call; throws ApiCallError with the API's message. */
  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, bearer?: string): Promise<T> {
    const headers: Record<string, string> = {
      'x-project-id': this.projectId,
      'x-host-origin': this.hostOrigin,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
    });
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok)
      throw new ApiCallError(
        response.status,
        typeof data.error === 'string' ? data.error : `HTTP ${response.status}`,
        Number.isSafeInteger(data.code) ? (data.code as number) : undefined,
        errorDetail(data),
      );
    return data as T;
  }

  /** A call with the session's access token, refreshing it once when it expired. */
  async authed<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const tokens = this.tokens.get();
    if (!tokens) throw new ApiCallError(401, 'Session Expired: not signed in');
    try {
      return await this.call<T>(method, path, body, tokens.accessToken);
    } catch (error) {
      if (!(error instanceof ApiCallError) || error.status !== 401) throw error;
      let next: Tokens;
      try {
        next = await this.call<Tokens>('POST', '/api/v1/session/refresh', {
          refreshToken: tokens.refreshToken,
        });
      } catch (refreshError) {
        this.clearSession();
        throw refreshError;
      }
      this.saveSession(next);
      return this.call<T>(method, path, body, next.accessToken);
    }
  }

  /** The signed-in user. */
  user(): Promise<ApiUser> {
    return this.authed<ApiUser>('POST', '/api/v1/user', {});
  }
}
