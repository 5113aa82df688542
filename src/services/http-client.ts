/** The fetch function a client uses (the browser's by default; tests pass their own). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Query parameters; `undefined`, `null` and `''` values are left out (SPEC §7). */
export type QueryParams = Readonly<Record<string, string | number | boolean | undefined | null>>;

/** One request: a path (or absolute URL) below the base URL, its query, headers and abort signal. */
export interface HttpRequest {
  path: string;
  params?: QueryParams;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

/** A request with a JSON body. */
export interface HttpBodyRequest extends HttpRequest {
  body?: unknown;
}

/** How a client is set up. */
export interface HttpClientOptions {
  /** http(s) URL every path is resolved against. */
  baseUrl: string;
  /** Sent as the `clientId` query parameter of every request when set (SPEC §7). */
  clientId?: string;
  /** Headers sent with every request. */
  headers?: Readonly<Record<string, string>>;
  /** Defaults to the global fetch. */
  fetch?: FetchLike;
}

/** The error of a non-OK answer: 'HTTP status code: N' (SPEC §7). */
export class HttpStatusError extends Error {
  /** The HTTP status of the answer. */
  readonly status: number;

  constructor(status: number) {
    super(`HTTP status code: ${status}`);
    this.name = 'HttpStatusError';
    this.status = status;
  }
}

/** Checks a base URL: absolute, http or https; throws a clear Error otherwise. */
function checkBaseUrl(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`Invalid base URL "${baseUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Invalid base URL "${baseUrl}": expected http or https`);
  }
  return url;
}

/**
 * The generic HTTP client of SPEC §7: GET (JSON), GET blob, and POST, PUT, DELETE with a JSON
 * body. Appends `clientId` when configured, drops empty query parameters, and throws
 * HttpStatusError ('HTTP status code: N') on any non-OK status. Answers are returned as
 * `unknown`: the caller validates them.
 */
export class HttpClient {
  private readonly base: URL;
  private readonly options: HttpClientOptions;

  constructor(options: HttpClientOptions) {
    this.base = checkBaseUrl(options.baseUrl);
    this.options = options;
  }

  /** The full URL of a request: the path against the base URL, the non-empty params and clientId. */
  url(path: string, params: QueryParams = {}): string {
    const base = this.base.href.endsWith('/') ? this.base.href : `${this.base.href}/`;
    const url = path === '' ? new URL(this.base.href) : new URL(path.replace(/^\//, ''), base);
    const all: QueryParams = { ...params, clientId: this.options.clientId };
    for (const [name, value] of Object.entries(all)) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
    }
    return url.toString();
  }

  /** GET, answer parsed as JSON. */
  async get(request: HttpRequest): Promise<unknown> {
    return (await this.send('GET', request)).json();
  }

  /** GET, answer as a Blob (images). */
  async getBlob(request: HttpRequest): Promise<Blob> {
    return (await this.send('GET', request)).blob();
  }

  /** POST with a JSON body, answer parsed as JSON. */
  async post(request: HttpBodyRequest): Promise<unknown> {
    return (await this.send('POST', request)).json();
  }

  /** PUT with a JSON body, answer parsed as JSON. */
  async put(request: HttpBodyRequest): Promise<unknown> {
    return (await this.send('PUT', request)).json();
  }

  /** DELETE with a JSON body, answer parsed as JSON. */
  async delete(request: HttpBodyRequest): Promise<unknown> {
    return (await this.send('DELETE', request)).json();
  }

  private async send(method: string, request: HttpBodyRequest): Promise<Response> {
    const headers: Record<string, string> = { ...this.options.headers, ...request.headers };
    const init: RequestInit = { method, headers };
    if (request.signal) init.signal = request.signal;
    if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(request.body);
    }
    const fetcher = this.options.fetch ?? ((input, options) => fetch(input, options));
    const response = await fetcher(this.url(request.path, request.params), init);
    if (!response.ok) throw new HttpStatusError(response.status);
    return response;
  }
}
