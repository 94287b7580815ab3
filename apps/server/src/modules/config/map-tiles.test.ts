import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { readConfig } from '../../config';

const TILES = 'https://{s}.tiles.example.org/{z}/{x}/{y}.png';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAP_TILE_URL: TILES, MAP_TILE_ATTRIBUTION: '© Example Maps' });
});
afterAll(() => t.close());

describe('the installer map tile source (issue 19)', () => {
  it('answers the configured tile source in the web config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/webConfig/getUniWebConfig' });
    expect(res.statusCode).toBe(200);
    expect(res.json().mapTiles).toEqual({ url: TILES, attribution: '© Example Maps' });
  });

  it("lets the shop's pages show images from the tile server", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/store-list' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tiles\.example\.org;/);
  });

  it('takes a path of the shop without widening img-src, and refuses a template without {z}/{x}/{y}', () => {
    expect(readConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).mapTiles).toEqual({
      url: '/tiles/{z}/{x}/{y}.png',
      attribution: '',
    });
    expect(readConfig({}).mapTiles).toBeNull();
    expect(() => readConfig({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}.png' })).toThrow(
      /MAP_TILE_URL needs \{z\}, \{x\} and \{y\}/,
    );
    expect(() => readConfig({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(/MAP_TILE_URL/);
  });
});
