import { describe, expect, it } from 'vitest';
import { deepLinkTarget } from './deep-link';

describe('deep and universal links (SPEC §2)', () => {
  it('open a whitelisted page with its query, from a path or the app scheme', () => {
    expect(deepLinkTarget('/pages/prod/prod?prodid=7&skuId=457')).toBe('/pages/prod/prod?prodid=7&skuId=457');
    expect(deepLinkTarget('web+tread://pages/tires/tires')).toBe('/pages/tires/tires');
    expect(deepLinkTarget('/pages/user/user')).toBe('/pages/user/user');
  });

  it('open the first whitelist entry for any other page, an unknown one, another site or nothing', () => {
    expect(deepLinkTarget('/pages/basket/basket')).toBe('/pages/index/index');
    expect(deepLinkTarget('/pages/order-list/order-list?status=1')).toBe('/pages/index/index');
    expect(deepLinkTarget('/pages/no-such/page')).toBe('/pages/index/index');
    expect(deepLinkTarget('//evil.example/pages/prod/prod')).toBe('/pages/index/index');
    expect(deepLinkTarget('https://evil.example/')).toBe('/pages/index/index');
    expect(deepLinkTarget(null)).toBe('/pages/index/index');
  });
});
