import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { ProductDetail } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../../test/accounts';
import { expectPageRunsUnderItsCsp } from '../../test/csp';
import { createTestApp, type TestApp } from '../../test/harness';

// The server's side of server-rendered pages, with a stand-in for the web's render code (the real one is
// driven in the browser journeys, e2e/first-screen.e2e.ts). The stand-in renders the product page from the
// answer it asks the shop for through the transport it is given, as the web's entry-server.tsx does.
const PRODUCT = { prodId: 7, skuId: 457 };
const APP_STYLE = '.prod{color:#111}';

const RENDER_CODE = `
let send;
let renders = 0;
export const sendOnServer = (transport) => { send = transport; };
export const prerenderedPaths = () => ['/pages/prod/prod', '/pages/broken/broken'];
export async function renderFirstScreen(url) {
  const { pathname, search } = new URL(url, 'http://localhost');
  if (pathname === '/pages/broken/broken') throw new Error('a component used window');
  const params = new URLSearchParams(search);
  const answer = await send('/api/prod/prodInfo?prodId=' + params.get('prodid') + '&skuId=' + params.get('skuId'), { method: 'GET' });
  const product = await answer.json();
  renders += 1;
  return {
    html: '<h1>' + product.prodName + '</h1><p class="price">' + product.sku.price + '</p>' +
      '<p class="render">render ' + renders + '</p><ul>' +
      product.skuList.map((sku) => '<li>' + JSON.stringify(sku) + '</li>').join('') + '</ul>',
    answers: '<script id="first-screen" type="application/json">{}</script>',
  };
}`;

/** A built shop with render code: index.html linking the app's stylesheet, the stylesheet, the code. */
function builtShop(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tread-ssr-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Tread</title><link rel="stylesheet" crossorigin href="/assets/style-1.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'style-1.css'), APP_STYLE);
  writeFileSync(join(dir, 'ssr', 'entry-server.js'), RENDER_CODE);
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: builtShop() });
});
afterAll(() => t.close());

const productUrl = `/pages/prod/prod?prodid=${PRODUCT.prodId}&skuId=${PRODUCT.skuId}`;

async function apiProduct(): Promise<ProductDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/prod/prodInfo?prodId=${PRODUCT.prodId}&skuId=${PRODUCT.skuId}`,
  });
  return res.json<ProductDetail>();
}

describe('a page rendered on the server', () => {
  it('arrives with the shop’s own answer in it, its styles inline and allowed by its policy, never cached', async () => {
    const product = await apiProduct();
    const res = await t.app.inject({ method: 'GET', url: productUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<div id="root"><h1>${product.prodName}</h1>`);
    expect(res.body).toContain('<script id="first-screen" type="application/json">');
    // The page paints with no request beyond the HTML: the bare page's style link is replaced by the style.
    expect(res.body).not.toContain('<link rel="stylesheet"');
    expect(res.body).toContain(`<style>${APP_STYLE}</style>`);
    expectPageRunsUnderItsCsp(res);
  });

  it('is compressed for a browser that takes brotli (every size of the tire makes it long)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: productUrl,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root"><h1>');
  });

  it('is sent again without rendering while its answers are the same, and rendered anew when one changes', async () => {
    const admin = await signInAsAdmin(t);
    const before = await t.app.inject({ method: 'GET', url: productUrl });
    const { sku } = await apiProduct();
    expect(before.body).toContain(`<p class="price">${sku.price}</p>`);
    const render = before.body.match(/render (\d+)/)?.[1];
    expect((await t.app.inject({ method: 'GET', url: productUrl })).body).toContain(`render ${render}</p>`);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/skus/${PRODUCT.skuId}`,
      headers: admin,
      payload: { price: sku.price + 1234 },
    });
    expect(changed.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: productUrl });
    expect(after.body).toContain(`<p class="price">${sku.price + 1234}</p>`);
    expect(after.body).toContain(`render ${Number(render) + 1}</p>`);
  });

  it('renders a page once for shoppers who ask for it at the same moment', async () => {
    const url = `${productUrl}&from=launch`;
    const pages = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'GET', url })));
    const renders = new Set(pages.map((page) => page.body.match(/render (\d+)/)?.[1]));
    expect(renders.size).toBe(1);
  });

  it('falls back to the bare app page when rendering fails, so the browser renders it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pages/broken/broken' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('first-screen');
  });

  it('leaves other pages to the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pages/tires/tires' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('never sends the render code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ssr/entry-server.js' });
    expect(res.body).not.toContain('renderFirstScreen');
  });
});
