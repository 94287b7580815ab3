import { QueryClient } from '@tanstack/react-query';
import {
  CONFIG_CACHE_MS,
  policyPageSummary,
  REQUEST_TIMEOUT_MS,
  SESSION_ID_LENGTH,
  sysSwitchAnswer,
  uniWebConfigAnswer,
} from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endFirstLaunch } from '../app/launch';
import { clearLogin, saveTokens } from '../features/auth/session-store';
import { webConfig } from '../testing/data/foundation';
import { useToastStore } from '../ui/toast';
import { ApiError, apiGet, apiPost, isRefusal, request } from './client';
import { configQuery } from './config-cache';

const SERVER_WRONG = 'Something went wrong, please try again later.';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const toastText = () => useToastStore.getState().current?.text;
const sentHeaders = (call = 0) => (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useToastStore.setState({ current: null });
  clearLogin();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('during first launch', () => {
  it('keeps a 500 quiet but still rejects', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { code: 'INTERNAL', message: SERVER_WRONG }));
    await expect(apiGet('/health')).rejects.toMatchObject({ status: 500 });
    expect(toastText()).toBeUndefined();
    endFirstLaunch();
  });
});

describe('headers (SPEC §7)', () => {
  it('sends the client, device and session ids, locale, currency, uuid and page urls', async () => {
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    await apiGet('/health');
    await apiGet('/health');
    const first = sentHeaders(0);
    const second = sentHeaders(1);
    expect(first.clientId).toMatch(/^[A-Za-z0-9]+$/);
    expect(first.deviceId).toMatch(/^[A-Za-z0-9]+$/);
    expect(first.sessionId).toMatch(new RegExp(`^[A-Za-z0-9]{${SESSION_ID_LENGTH}}$`));
    expect(sessionStorage.getItem('sessionId')).toBe(first.sessionId);
    expect(first).toMatchObject({ locale: 'en', currency: 'usd', pageUrl: window.location.href });
    expect(first).toHaveProperty('referrerUrl');
    expect(first.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.uuid).not.toBe(first.uuid);
    expect(second.clientId).toBe(first.clientId);
    expect(second.sessionId).toBe(first.sessionId);
    expect(first).not.toHaveProperty('Authorization');
  });

  it('adds Authorization only when a token is stored', async () => {
    saveTokens({ accessToken: 'token-123', refreshToken: 'refresh-123', expiresIn: 7200 });
    fetchMock.mockResolvedValue(json(200, {}));
    await apiGet('/health');
    expect(sentHeaders().Authorization).toBe('token-123');
  });

  it('posts JSON under /api, POST being the default method', async () => {
    fetchMock.mockImplementation(async () => json(200, { saved: true }));
    await expect(request('/p/thing', { body: { a: 1 } })).resolves.toEqual({ saved: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/p/thing');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(sentHeaders()['Content-Type']).toBe('application/json');

    await apiGet('/search', { query: { q: 'michelin', page: 2, none: undefined } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/search?q=michelin&page=2');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('GET');
  });
});

describe('errors (SPEC §8)', () => {
  it('shows the message of a 400 and throws it to the caller', async () => {
    fetchMock.mockResolvedValue(
      json(400, { code: 'INVALID_INPUT', message: 'Please enter a coupon code.', field: 'code' }),
    );
    const error = await apiPost('/coupon', { code: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'INVALID_INPUT',
      field: 'code',
      message: 'Please enter a coupon code.',
    });
    expect(toastText()).toBe('Please enter a coupon code.');
  });

  it('carries the refusal code and field the web branches on, never a code outside the catalog', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        code: 'ZIP_MISMATCH',
        message: "Zipcode doesn't match an address, please check and try again",
        field: 'zipCode',
      }),
    );
    const zip = await apiPost('/p/address/addAddr', {}, { quiet400: true }).catch((e: unknown) => e);
    expect(zip).toMatchObject({ code: 'ZIP_MISMATCH', field: 'zipCode' });
    expect(isRefusal(zip, 'ZIP_MISMATCH')).toBe(true);
    expect(isRefusal(zip, 'EMAIL_REGISTERED')).toBe(false);
    fetchMock.mockResolvedValueOnce(json(400, { code: 'SOMETHING_NEW', message: 'New words' }));
    await expect(apiPost('/x', {}, { quiet400: true })).rejects.toMatchObject({ code: 'UNKNOWN' });
  });

  it('leaves a 400 to callers that show it themselves', async () => {
    fetchMock.mockResolvedValue(json(400, { code: 'INVALID_INPUT', message: 'Invalid email address' }));
    await expect(apiPost('/x', {}, { quiet400: true })).rejects.toMatchObject({ status: 400 });
    expect(toastText()).toBeUndefined();
  });

  it('answers a 500 with the generic toast', async () => {
    fetchMock.mockResolvedValue(json(500, { code: 'SERVER_ERROR', message: 'stack trace here' }));
    await expect(apiGet('/health')).rejects.toMatchObject({ status: 500, code: 'SERVER_ERROR' });
    expect(toastText()).toBe(SERVER_WRONG);
  });

  it('shows the same toast when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/health')).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(toastText()).toBe(SERVER_WRONG);
  });

  it('stays quiet when the caller cancels', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = apiGet('/health', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(toastText()).toBeUndefined();
  });

  it('gives up after 60 s', async () => {
    vi.useFakeTimers();
    let aborted = false;
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    const pending = apiGet('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toBe(true);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout' });
    expect(toastText()).toBe(SERVER_WRONG);
  });

  it('refuses an answer that breaks its contract', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'ok' }));
    const schema = {
      parse: (data: unknown) => {
        if (typeof data !== 'object' || data === null || !('version' in data)) throw new Error('bad');
        return data;
      },
    };
    await expect(apiGet('/health', { schema })).rejects.toMatchObject({ kind: 'invalid-answer' });
  });
});

describe('config calls are cached for 5 hours', () => {
  it('does not refetch within 5 hours, even after a reload, and does after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
    fetchMock.mockImplementation(async () => json(200, webConfig));

    const first = new QueryClient();
    await expect(
      first.fetchQuery(configQuery('/webConfig/getUniWebConfig', uniWebConfigAnswer)),
    ).resolves.toEqual(webConfig);
    await first.fetchQuery(configQuery('/webConfig/getUniWebConfig', uniWebConfigAnswer));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/webConfig/getUniWebConfig');

    vi.setSystemTime(new Date(Date.now() + CONFIG_CACHE_MS - 1000));
    const afterReload = new QueryClient();
    await expect(
      afterReload.fetchQuery(configQuery('/webConfig/getUniWebConfig', uniWebConfigAnswer)),
    ).resolves.toEqual(webConfig);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.setSystemTime(new Date(Date.now() + 2000));
    const later = new QueryClient();
    await later.fetchQuery(configQuery('/webConfig/getUniWebConfig', uniWebConfigAnswer));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('unwraps switch answers', async () => {
    fetchMock.mockImplementation(async () =>
      json(200, {
        key: 'policyPages',
        value: [{ key: 'faq', title: 'FAQ', switchName: 'faqsSwitch', enabled: true }],
      }),
    );
    const client = new QueryClient();
    const answer = await client.fetchQuery(
      configQuery(
        '/sys/config/info/getSysSwitch/policyPages',
        sysSwitchAnswer.extend({ value: policyPageSummary.array() }),
      ),
    );
    expect(answer.value[0]?.title).toBe('FAQ');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/sys/config/info/getSysSwitch/policyPages');
  });
});
