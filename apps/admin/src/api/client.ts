import { isRefusalCode, type LoginResult, type RefusalCode } from '@tread/domain';
import { currentTokens, setTokens } from './session';

export type QueryValue = string | number | boolean | null | undefined;

/** A refusal or failure as the console shows it: the server's code, message and the field it is about. */
export class ConsoleError extends Error {
  constructor(
    readonly status: number,
    readonly code: RefusalCode | 'SERVER_ERROR' | 'NETWORK_ERROR',
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

let renewing: Promise<boolean> | null = null;

/** One refresh for every call that met an expired token at once; false when the session is over. */
function renew(): Promise<boolean> {
  renewing ??= (async () => {
    const refreshToken = currentTokens()?.refreshToken;
    if (!refreshToken) return false;
    const res = await fetch('/api/token/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    }).catch(() => null);
    if (!res?.ok) {
      setTokens(null);
      return false;
    }
    setTokens((await res.json()) as LoginResult);
    return true;
  })().finally(() => {
    renewing = null;
  });
  return renewing;
}

async function errorOf(res: Response): Promise<ConsoleError> {
  const body = (await res.json().catch(() => null)) as {
    code?: string;
    message?: string;
    field?: string;
  } | null;
  if (res.status >= 500 || !body?.code || !isRefusalCode(body.code))
    return new ConsoleError(
      res.status,
      'SERVER_ERROR',
      body?.message ?? 'Something went wrong, please try again',
    );
  return new ConsoleError(res.status, body.code, body.message ?? body.code, body.field);
}

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON, or FormData for a file upload. */
  body?: unknown;
  signal?: AbortSignal;
  /** Signs with this token rather than the kept one: sign-in checks the role before keeping the tokens. */
  accessToken?: string;
};

/** Sends a call signed with the staff member's token, renewing it once when it has expired. */
export async function send(path: string, options: CallOptions = {}, retried = false): Promise<Response> {
  const token = options.accessToken ?? currentTokens()?.accessToken;
  const isForm = options.body instanceof FormData;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const res = await fetch(buildUrl(path, options.query), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: isForm
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
    signal: options.signal,
  }).catch((error: unknown) => {
    if (options.signal?.aborted) throw error;
    throw new ConsoleError(0, 'NETWORK_ERROR', 'The shop cannot be reached; check the connection');
  });
  if (res.status === 401 && token && !retried && !options.accessToken) {
    if (await renew()) return send(path, options, true);
  }
  if (res.status === 401 && !options.accessToken) setTokens(null);
  if (!res.ok) throw await errorOf(res);
  return res;
}

/** A call answered with JSON. */
export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  return (await send(path, options)).json() as Promise<T>;
}
