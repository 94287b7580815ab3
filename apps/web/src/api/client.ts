import { isRefusalCode, REQUEST_TIMEOUT_MS, type RefusalCode } from '@tread/domain';
import { i18n } from '../i18n';
import { showToast } from '../ui/toast';
import { getClientId, getCurrency, getDeviceId, getLang, getSessionId, randomUuid } from './storage';

/** Every call goes to this one base (SPEC §7). */
export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  /** Defaults to POST, the spec's default method (§7). */
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Lets the caller cancel; a canceled call never shows a toast. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The caller shows 400 messages itself (the spec's 'error callback'), so no toast for them. */
  quiet400?: boolean;
  /** Checks the answer against its contract, e.g. a zod schema from @tread/domain. */
  schema?: { parse: (data: unknown) => T };
  /** No toast at all, e.g. for calls made in the background. */
  silent?: boolean;
  /** Sent without Authorization, and a 401 is only an error (the token refresh itself). */
  anonymous?: boolean;
  /** A guest meeting 401 is not taken to the account page (SPEC §7: user info). */
  noLoginRedirect?: boolean;
  /** The answer is a file (an invoice PDF), read as a Blob; refusals are still JSON. */
  asBlob?: boolean;
}

/** What the client needs from the session, given by the app at start (api/ never imports features/). */
export interface ClientSession {
  /** The access token to sign calls with; null for a guest. */
  accessToken: () => string | null;
  /** The one shared refresh after `rejectedToken` was refused: the token to retry with, or null when over. */
  renew: (rejectedToken: string) => Promise<string | null>;
  /** A guest met a call that needs signing in. */
  guestRefused: () => void;
  /** A token just issued was refused too: the account can no longer be used. */
  sessionOver: () => void;
  /** True while server trouble should stay quiet (first launch, SPEC §8). */
  quiet: () => boolean;
}

let session: ClientSession = {
  accessToken: () => null,
  renew: async () => null,
  guestRefused: () => undefined,
  sessionOver: () => undefined,
  quiet: () => false,
};

/** How a request leaves: the browser's fetch, or the server's own answers when it renders a first screen. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);
let onServer = false;

/** The server renders first screens with this client (entry-server.tsx): its own answers, no headers, no toasts. */
export function sendOnServer(serverTransport: Transport): void {
  transport = serverTransport;
  onServer = true;
}

/** Connects the client to the session (app/connect-api.ts does it once, before the first call). */
export function connectClient(connection: Partial<ClientSession>): void {
  session = { ...session, ...connection };
}

/** Why a call failed: an HTTP error answer, no network, our 60 s time-out, the caller's cancel, or a bad answer. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-answer';

/**
 * What the web branches on: a refusal of the catalog in @tread/domain, the server's unexpected failure,
 * or why no answer could be read.
 */
export type ApiErrorCode =
  | RefusalCode
  | 'SERVER_ERROR'
  | 'UNKNOWN'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'NETWORK_ERROR'
  | 'INVALID_ANSWER';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The input the refusal is about ('zipCode', 'items.0.count'), when the server names one. */
  readonly field: string | undefined;

  constructor(kind: ApiErrorKind, status: number, code: ApiErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server refused with one of `codes`. */
export function isRefusal(error: unknown, ...codes: RefusalCode[]): error is ApiError {
  return isApiError(error) && (codes as string[]).includes(error.code);
}

/** The headers of SPEC §7 sent with every call; Authorization only when signed in. */
export function buildHeaders(token: string | null = session.accessToken()): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    clientId: getClientId(),
    deviceId: getDeviceId(),
    sessionId: getSessionId(),
    locale: getLang(),
    currency: getCurrency(),
    uuid: randomUuid(),
    pageUrl: window.location.href,
    referrerUrl: document.referrer,
  };
  if (token) headers.Authorization = token;
  return headers;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function serverWrongToast(silent = false): void {
  // During first launch the startup calls fail quietly; the page shows its own state (SPEC §8).
  if (!silent && !session.quiet()) showToast(i18n.t('errors.serverWrong'));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function codeOf(status: number, code: unknown): ApiErrorCode {
  if (typeof code === 'string' && isRefusalCode(code)) return code;
  return status >= 500 ? 'SERVER_ERROR' : 'UNKNOWN';
}

function errorFromAnswer(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { code, message, field } = body as { code?: unknown; message?: unknown; field?: unknown };
    return new ApiError(
      'http',
      status,
      codeOf(status, code),
      typeof message === 'string' ? message : i18n.t('errors.unknown'),
      typeof field === 'string' ? field : undefined,
    );
  }
  return new ApiError(
    'http',
    status,
    codeOf(status, undefined),
    typeof body === 'string' && body ? body : i18n.t('errors.unknown'),
  );
}

/** One attempt of a call, signed with `token`. */
async function send<T>(path: string, options: RequestOptions<T>, token: string | null): Promise<T> {
  const {
    method = 'POST',
    query,
    body,
    signal,
    timeoutMs = REQUEST_TIMEOUT_MS,
    quiet400 = false,
    schema,
  } = options;
  const silent = options.silent === true || onServer;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onCallerAbort);

  const headers: Record<string, string> = onServer ? { Accept: 'application/json' } : buildHeaders(token);
  // Multipart uploads carry their own Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
    if (timedOut) {
      serverWrongToast(silent);
      throw new ApiError('timeout', 0, 'TIMEOUT', i18n.t('errors.serverWrong'));
    }
    if (controller.signal.aborted) throw new ApiError('aborted', 0, 'ABORTED', i18n.t('errors.aborted'));
    serverWrongToast(silent);
    throw new ApiError('network', 0, 'NETWORK_ERROR', i18n.t('errors.network'));
  }
  clearTimeout(timer);
  signal?.removeEventListener('abort', onCallerAbort);

  if (response.ok && options.asBlob) return (await response.blob()) as T;
  const answer = await readBody(response);
  if (response.ok) {
    if (!schema) return answer as T;
    try {
      return schema.parse(answer);
    } catch {
      serverWrongToast(silent);
      throw new ApiError('invalid-answer', response.status, 'INVALID_ANSWER', i18n.t('errors.serverWrong'));
    }
  }

  const error = errorFromAnswer(response.status, answer);
  if (response.status >= 500) serverWrongToast(silent);
  else if (response.status === 400 && !quiet400 && !silent) showToast(error.message);
  throw error;
}

const isUnauthorized = (error: unknown): error is ApiError => isApiError(error) && error.status === 401;

/**
 * THE fetch client: JSON in and out, the §7 headers, a 60 s time-out and the §8 error behavior.
 * Resolves with the answer on 2xx; otherwise shows the toast the spec asks for and throws an ApiError.
 * A signed-in call refused with 401 waits for the one shared token refresh and is retried once; when the
 * session cannot be renewed it is over (the session's `renew` says so). A guest refused with 401 is sent to sign in.
 */
export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = options.anonymous ? null : session.accessToken();
  try {
    return await send(path, options, token);
  } catch (error) {
    if (!isUnauthorized(error) || options.anonymous) throw error;
    if (!token) {
      if (!options.noLoginRedirect) session.guestRefused();
      throw error;
    }
    let fresh: string | null;
    try {
      fresh = await session.renew(token);
    } catch (renewError) {
      serverWrongToast(options.silent);
      throw renewError;
    }
    if (!fresh) throw error;
    try {
      return await send(path, options, fresh);
    } catch (retryError) {
      // Refused again with a token just issued: the account can no longer be used.
      if (isUnauthorized(retryError)) session.sessionOver();
      throw retryError;
    }
  }
}

type CallOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export function apiGet<T = unknown>(path: string, options?: CallOptions<T>): Promise<T> {
  return request(path, { ...options, method: 'GET' });
}

/** GET a file the server makes, e.g. a PDF, with the same headers, refresh and refusals as every call. */
export function apiGetBlob(path: string, options?: Omit<CallOptions<Blob>, 'schema'>): Promise<Blob> {
  return request<Blob>(path, { ...options, method: 'GET', asBlob: true });
}

export function apiPost<T = unknown>(path: string, body?: unknown, options?: CallOptions<T>): Promise<T> {
  return request(path, { ...options, method: 'POST', body });
}

export function apiPut<T = unknown>(path: string, body?: unknown, options?: CallOptions<T>): Promise<T> {
  return request(path, { ...options, method: 'PUT', body });
}

export function apiDelete<T = unknown>(path: string, options?: CallOptions<T>): Promise<T> {
  return request(path, { ...options, method: 'DELETE' });
}
