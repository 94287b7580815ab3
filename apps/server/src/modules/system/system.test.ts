import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports a reachable database, the app version and the uptime', async () => {
    t.clock.advance(90_000);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', version: '1.3.16', uptimeSeconds: 90 });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('keeps a request id the caller sent, so logs and answers can be matched', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/health');
    expect(paths).toContain('/api/sys/config/info/getSysSwitch/{key}');
  });
});
