import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the single-page app', () => {
  it('answers every shop route with the app page, never cached', async () => {
    for (const url of ['/', '/pages/tires/tires', '/pages/terms-page/terms-page?sts=faq', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown API path with a JSON 404, not the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Page does not exist!' });
  });

  it('answers a missing hashed asset with 404 so the app can offer a reload', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-00000000.js' });
    expect(res.statusCode).toBe(404);
  });

  it('serves the store artwork under /static', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/brand/tread-logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});
