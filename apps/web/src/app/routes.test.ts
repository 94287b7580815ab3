import { DEEP_LINK_WHITELIST, PageVisitId, TabIndex } from '@tread/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { canonicalTarget, findPage, findRoute, HOME_ROUTE, ROUTES } from './routes';
import { TAB_BAR_ROUTES } from './TabBar';

describe('route table', () => {
  it('serves home at / and at its alias /pages/index/index', () => {
    expect(findRoute('/')).toBe(HOME_ROUTE);
    expect(findRoute('/pages/index/index')).toBe(HOME_ROUTE);
    expect(HOME_ROUTE).toMatchObject({ name: 'index', tab: TabIndex.Home, visitId: PageVisitId.Home });
    expect(canonicalTarget('/pages/index/index')).toBe('/');
  });

  it('has the five tab pages of SPEC §2 in tab order, the cart tab at index 3 of the web app', () => {
    expect(TAB_BAR_ROUTES.map((route) => [route.tab, route.path])).toEqual([
      [0, '/'],
      [1, '/pages/tires/tires'],
      [2, '/pages/category/category'],
      ['cart', '/pages/basket/basket'],
      [3, '/pages/store-tab-page/store-tab-page'],
      [4, '/pages/user/user'],
    ]);
  });

  it('knows nothing of unknown paths, so they go home', () => {
    expect(findRoute('/pages/nope/nope')).toBeUndefined();
    expect(findPage('/pages/nope/nope')).toBeUndefined();
    expect(findPage('/definitely/not/here')).toBeUndefined();
  });

  it('lists spec pages that are not built yet without offering them', () => {
    expect(findRoute('/pages/live-broadcast/live-broadcast')?.name).toBe('live-broadcast');
    expect(findPage('/pages/live-broadcast/live-broadcast')).toBeUndefined();
  });

  it('ignores a trailing slash and keeps the query in canonical targets', () => {
    expect(findPage('/pages/tires/tires/')?.name).toBe('tires');
    expect(canonicalTarget('/pages/terms-page/terms-page/?sts=faq')).toBe(
      '/pages/terms-page/terms-page?sts=faq',
    );
  });

  it('matches the short marketing link pattern', () => {
    expect(findRoute('/t/SUMMER24')?.name).toBe('short-link');
  });

  it('offers exactly the pages built so far', () => {
    expect(ROUTES.filter((route) => route.load).map((route) => route.name)).toEqual([
      'index',
      'tires',
      'category',
      'store-tab-page',
      'user',
      'rebates',
      'brands',
      'tires-legacy',
      'basket',
      'basket-not-tab',
      'forgot-password',
      'change-password',
      'search-page',
      'order-list',
      'order-detail',
      'submit-order',
      'pay-way',
      'pay-result',
      'search-prod-show',
      'prod',
      'prod-legacy',
      'compare',
      'comment-list',
      'comment-list-next',
      'login',
      'prod-classify',
      'prod-comm',
      'sub-category',
      'account',
      'terms-page',
      'car-select',
      'car-add',
      'car-list',
      'custom-tire-page',
      'search-tires-by',
      'store-list',
      'store-search-page',
      'store-detail',
      'health-check',
      'link',
      'special-discount',
      'discount-detail',
      'a-bulk-list',
      'snap-up-list',
      'snap-up-detail',
      'coupon-center',
      'my-coupon',
      'group-confirm-order',
      'spell-group-details',
      'spell-members-details',
      'apply-refund',
      'choose-refund-way',
      'after-sales',
      'details-of-refund',
      'chat',
      'chat-im',
      'message-platform',
      'delivery-address',
      'edit-address',
      'personal-information',
      'edit-nickname',
      'edit-email',
      'binding-phone',
      'my-wallet',
      'recharge-balance',
      'select-store',
      'logistics-info',
      'write-return-logistics',
      'invoice-detail',
      'news-detail',
      'recent-news',
      'voucher-code',
      'buy-vip',
      'exchange-details',
      'member-center',
      'member-index',
      'integral-index',
      'integral-detail',
      'integral-goods-list',
      'convert-prod-det',
      'integral-submit-order',
      'raffle-wheel',
    ]);
  });

  it('marks the deep-link whitelist, login areas and page-visit ids', () => {
    const deepLinks = ROUTES.filter((route) => route.deepLink).flatMap((route) => [
      route.path,
      ...(route.aliases ?? []),
    ]);
    for (const link of DEEP_LINK_WHITELIST) expect(deepLinks).toContain(link);
    expect(findRoute('/packages/member/member-center')?.needsLogin).toBe(true);
    expect(findRoute('/packages/distribution/withdrawal')?.needsLogin).toBe(true);
    expect(findRoute('/pages/user/user')?.needsLogin).toBe(false);
    expect(findRoute('/pages/order-list/order-list')?.visitId).toBe(PageVisitId.OrderList);
    expect(findRoute('/pages/category/category')?.visitId).toBe(PageVisitId.Category);
  });

  it('gives every route a unique name and path and an English title', () => {
    const names = ROUTES.map((route) => route.name);
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) expect(en.routes[route.name]).toBeTruthy();
  });
});
