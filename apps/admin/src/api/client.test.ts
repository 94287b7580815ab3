import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleError, call } from './client';
import { currentTokens, setTokens } from './session';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const expired = () =>
  json(401, { code: 'SESSION_EXPIRED', message: 'Account is offline, please login again' });

/** The server as the console meets it: one live access token, and one refresh token that rotates once. */
function shopServer(live: { access: string; refresh: string }) {
  let refreshes = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/token/refresh') {
      refreshes++;
      const { refreshToken } = JSON.parse(String(init?.body)) as { refreshToken: string };
      if (refreshToken !== live.refresh) return expired();
      live.access = `access-${refreshes}`;
      live.refresh = `refresh-${refreshes}`;
      return json(200, {
        accessToken: live.access,
        refreshToken: live.refresh,
        expiresIn: 7200,
        haveRegister: true,
      });
    }
    const token = (init?.headers as Record<string, string> | undefined)?.authorization;
    return token === live.access ? json(200, { records: [] }) : expired();
  });
  return { refreshes: () => refreshes };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setTokens(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('the console client', () => {
  it('renews an expired token once for every call that met it, and retries them', async () => {
    const server = shopServer({ access: 'fresh', refresh: 'r0' });
    setTokens({ accessToken: 'stale', refreshToken: 'r0' });
    const answers = await Promise.all([call('/admin/audit'), call('/admin/orders'), call('/admin/skus')]);
    expect(answers).toEqual([{ records: [] }, { records: [] }, { records: [] }]);
    expect(server.refreshes()).toBe(1);
    expect(currentTokens()).toEqual(
      expect.objectContaining({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
    );
  });

  it('signs out when the session cannot be renewed', async () => {
    shopServer({ access: 'fresh', refresh: 'other' });
    setTokens({ accessToken: 'stale', refreshToken: 'r0' });
    await expect(call('/admin/audit')).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(currentTokens()).toBeNull();
  });

  it('gives a refusal its code, message and field, and a server failure the generic text', async () => {
    setTokens({ accessToken: 'fresh', refreshToken: 'r0' });
    fetchMock.mockResolvedValueOnce(
      json(400, { code: 'INVALID_INPUT', message: 'Enter a price', field: 'price' }),
    );
    const refused = await call('/admin/skus/1', { method: 'PATCH', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ConsoleError);
    expect(refused).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      message: 'Enter a price',
      field: 'price',
    });

    fetchMock.mockResolvedValueOnce(json(500, { code: 'INTERNAL', message: 'boom' }));
    await expect(call('/admin/audit')).rejects.toMatchObject({ status: 500, code: 'SERVER_ERROR' });
  });

  it('says the shop cannot be reached when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(call('/admin/audit')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
