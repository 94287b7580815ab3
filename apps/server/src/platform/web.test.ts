import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FAKE_ASSET, type TestApp } from '../../test/harness';

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

describe('the staff console', () => {
  it('answers every /admin route with the console page, and the shop routes with the shop page', async () => {
    for (const url of ['/admin/', '/admin/orders', '/admin/orders/T2026?status=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Tread console</title>');
    }
    expect((await t.app.inject({ method: 'GET', url: '/pages/tires/tires' })).body).toContain(
      '<title>Tread</title>',
    );
  });

  it('sends /admin to /admin/, where the console is based', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/');
  });

  it('serves its hashed assets immutable, and a missing one as 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/assets/index-3f9a1c2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/admin/assets/gone-00000000.js' })).statusCode).toBe(
      404,
    );
  });
});

describe('compression', () => {
  const asset = '/assets/index-3f9a1c2b.js';

  it('sends the brotli copy the build made of an asset to a browser that takes brotli', async () => {
    const res = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(FAKE_ASSET);
  });

  it('sends the gzip copy, or the file itself, to a browser that takes only that', async () => {
    const gzip = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(FAKE_ASSET);
    const plain = await t.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FAKE_ASSET);
  });

  it('compresses a large API answer and leaves a small one as it is', async () => {
    const headers = { 'accept-encoding': 'br' };
    const large = await t.app.inject({
      method: 'GET',
      url: '/api/search/tires?tireSize=225%2F45R17',
      headers,
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('records');
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="root">');
  });
});
