import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspOf } from '../../test/csp';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('security headers (issue 11)', () => {
  it.each([
    ['the shop page', '/pages/tires/tires'],
    ['a built file', '/assets/index-3f9a1c2b.js'],
    ['an API answer', '/api/health'],
    ['a refusal', '/api/prod/prodInfo?prodId=999999'],
    ['an unknown API path', '/api/nothing-here'],
    ['the API document', '/api/docs'],
  ])('%s cannot be framed, sniffed or leak its address, and runs only its own scripts', async (_, url) => {
    const answer = await get(url);
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = cspOf(answer.headers);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it("keeps the shop's scripts and styles to its own files: nothing inline, nothing from elsewhere", async () => {
    const csp = cspOf((await get('/')).headers);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });
});
