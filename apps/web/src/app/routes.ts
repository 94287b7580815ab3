import { DEEP_LINK_PATH, DEEP_LINK_WHITELIST, PageVisitId, TAB_ROUTES, TabIndex } from '@tread/domain';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { RouteName } from '../i18n/en';
import { MEMBER_PACKAGE_PAGES, USER_PACKAGE_PAGES } from './package-pages';

export type PageModule = { default: ComponentType };

/** The cart tab: not one of SPEC §2's numbered tab pages, it is shown at index 2 or 3 by app type. */
export const CART_TAB = 'cart';
/** A tab of the tab bar: SPEC §2's five tab pages and the cart. */
export type AppTab = TabIndex | typeof CART_TAB;
export type PageLoader = () => Promise<PageModule>;

/** One page of SPEC §2. The table is data; only pages that exist have a `load`. */
export interface AppRoute {
  /** The route's name: its folder under src/pages and its title key `routes.<name>` in i18n/en. */
  name: RouteName;
  /** i18n key of the page title. */
  title: `routes.${RouteName}`;
  path: string;
  /** Other paths that show the same page. */
  aliases?: readonly string[];
  tab?: AppTab;
  /** Page-visit id reported for analytics (SPEC §2 'Page-visit ids'). */
  visitId?: PageVisitId;
  /** Needs a signed-in customer (SPEC §6). */
  needsLogin: boolean;
  /** On the whitelist: never forced to sign in or add a vehicle or tire size by the marketing switches (SPEC §2). */
  whitelist: boolean;
  /** Allowed as a deep-link or universal-link target (SPEC §2). */
  deepLink: boolean;
  load?: PageLoader;
  /** The server renders the page's first screen, with its data, into the HTML (issue 12). */
  prerender?: boolean;
  /** Stays put when the network comes back instead of relaunching home (§4): the live chat reconnects itself. */
  staysOnReconnect?: boolean;
}

type RouteExtras = Partial<Omit<AppRoute, 'name' | 'title' | 'path'>>;

const route = (name: RouteName, path: string, extras: RouteExtras = {}): AppRoute => ({
  name,
  title: `routes.${name}`,
  path,
  needsLogin: false,
  whitelist: true,
  deepLink: DEEP_LINK_WHITELIST.some((link) => link === path || extras.aliases?.includes(link)),
  ...extras,
});
/** A main page at /pages/<name>/<name>. */
const page = (name: RouteName, extras?: RouteExtras) => route(name, `/pages/${name}/${name}`, extras);
/** A page of a sub-package at /packages/<pkg>/<file>. */
const pkg = (pkgName: string, name: RouteName, file: string, extras?: RouteExtras) =>
  route(name, `/packages/${pkgName}/${file}`, extras);

const signedIn: RouteExtras = { needsLogin: true, whitelist: false };

/** Shopping pages the marketing switches may gate behind sign-in, a vehicle or a tire size. */
const gated: RouteExtras = { whitelist: false };

export const ROUTES: readonly AppRoute[] = [
  // Tab-bar pages
  route('index', TAB_ROUTES[TabIndex.Home], {
    aliases: ['/pages/index/index'],
    tab: TabIndex.Home,
    visitId: PageVisitId.Home,
    load: () => import('../pages/index/IndexPage'),
    prerender: true,
  }),
  page('tires', { tab: TabIndex.Tires, load: () => import('../pages/tires/TiresPage') }),
  page('category', {
    tab: TabIndex.Category,
    visitId: PageVisitId.Category,
    load: () => import('../pages/category/CategoryPage'),
    prerender: true,
  }),
  page('store-tab-page', { tab: TabIndex.Store, load: () => import('../pages/store-tab-page/StoreTabPage') }),
  page('user', {
    tab: TabIndex.User,
    visitId: PageVisitId.User,
    load: () => import('../pages/user/UserPage'),
  }),

  // Main pages
  page('rebates', { ...gated, load: () => import('../pages/rebates/RebatesPage') }),
  page('brands', { ...gated, load: () => import('../pages/brands/BrandsPage'), prerender: true }),
  page('cash-reward'),
  route('tires-legacy', '/pages/tires-legacy/tires', {
    ...gated,
    load: () => import('../pages/tires/TiresPage'),
  }),
  route('oa-payment', '/pages/oa/payment/payment', signedIn),
  page('basket', {
    ...gated,
    tab: CART_TAB,
    visitId: PageVisitId.Basket,
    load: () => import('../pages/basket/BasketPage'),
  }),
  page('basket-not-tab', {
    ...gated,
    visitId: PageVisitId.Basket,
    load: () => import('../pages/basket-not-tab/BasketNotTabPage'),
  }),
  page('live-broadcast'),
  page('forgot-password', { load: () => import('../pages/forgot-password/ForgotPasswordPage') }),
  page('change-password', {
    ...signedIn,
    load: () => import('../pages/change-password/ChangePasswordPage'),
  }),
  route('out', '/pages/out/out'),
  page('search-page', { ...gated, load: () => import('../pages/search-page/SearchPage') }),
  page('order-list', {
    ...signedIn,
    visitId: PageVisitId.OrderList,
    load: () => import('../pages/order-list/OrderListPage'),
  }),
  page('order-detail', {
    ...signedIn,
    visitId: PageVisitId.OrderDetail,
    load: () => import('../pages/order-detail/OrderDetailPage'),
  }),
  page('submit-order', { ...signedIn, load: () => import('../pages/submit-order/SubmitOrderPage') }),
  page('pay-way', {
    ...signedIn,
    visitId: PageVisitId.PayWay,
    load: () => import('../pages/pay-way/PayWayPage'),
  }),
  page('pay-result', {
    ...signedIn,
    visitId: PageVisitId.PayResult,
    load: () => import('../pages/pay-result/PayResultPage'),
  }),
  page('payment-result', signedIn),
  page('search-prod-show', {
    ...gated,
    load: () => import('../pages/search-prod-show/SearchProdShowPage'),
    prerender: true,
  }),
  page('discount-package-detail', gated),
  // Visit id 3, or 2 when opened from a banner (bannerEnter).
  page('prod', {
    ...gated,
    visitId: PageVisitId.Product,
    load: () => import('../pages/prod/ProdPage'),
    prerender: true,
  }),
  route('prod-legacy', '/pages/prod-legacy/prod', { ...gated, load: () => import('../pages/prod/ProdPage') }),
  // Tires side by side (issue 19): ?ids=prodId:skuId,… names them, so a comparison can be shared.
  pkg('prod', 'compare', 'compare', { ...gated, load: () => import('../pages/compare/ComparePage') }),
  page('comment-list', { ...gated, load: () => import('../pages/comment-list/CommentListPage') }),
  // The customer photos of comment-list's reviews (issue 16).
  page('comment-list-next', {
    ...gated,
    load: () => import('../pages/comment-list-next/CommentListNextPage'),
  }),
  page('login', { load: () => import('../pages/account/AccountPage') }),
  page('prod-classify', {
    ...gated,
    load: () => import('../pages/prod-classify/ProdClassifyPage'),
    prerender: true,
  }),
  page('claimer'),
  // ?orderNumber= of a received order: the order's 'review' button opens it.
  page('prod-comm', { ...signedIn, load: () => import('../pages/prod-comm/ProdCommPage') }),
  page('sub-category', {
    ...gated,
    load: () => import('../pages/sub-category/SubCategoryPage'),
    prerender: true,
  }),
  page('account', { load: () => import('../pages/account/AccountPage') }),
  page('search-shop-show', gated),
  page('pay-success', signedIn),
  route('feature-index', '/pages/feature-index/feature-index0'),
  page('terms-page', { load: () => import('../pages/terms-page/TermsPage') }),
  page('terms-info'),
  route('pay-paypal', '/pages/pay-paypal/appWebView', signedIn),
  page('car-select', { load: () => import('../pages/car-select/CarSelectPage') }),
  page('car-add', { load: () => import('../pages/car-add/CarAddPage') }),
  page('car-list', { load: () => import('../pages/car-list/CarListPage') }),
  page('custom-tire-page', { load: () => import('../pages/custom-tire-page/CustomTirePage') }),
  page('search-tires-by', {
    load: () => import('../pages/search-tires-by/SearchTiresByPage'),
    prerender: true,
  }),
  page('store-list', { load: () => import('../pages/store-list/StoreListPage') }),
  page('store-search-page', { load: () => import('../pages/store-search-page/StoreSearchPage') }),
  page('store-detail', { load: () => import('../pages/store-detail/StoreDetailPage') }),
  page('health-check', { load: () => import('../pages/health-check/HealthCheckPage') }),
  route('link', DEEP_LINK_PATH, { load: () => import('../pages/link/LinkPage') }),
  route('fb-cashback', '/pages/promo/fb-cashback'),
  route('forbidden', '/pages/error/forbidden'),
  page('choose-location'),
  page('open-location'),
  page('demo'),

  // Activities
  pkg('activities', 'special-discount', 'special-discount', {
    visitId: PageVisitId.SpecialDiscount,
    load: () => import('../pages/special-discount/SpecialDiscountPage'),
  }),
  pkg('activities', 'discount-detail', 'discount-detail', {
    load: () => import('../pages/discount-detail/DiscountDetailPage'),
  }),
  pkg('activities', 'a-bulk-list', 'a-bulk-list', {
    load: () => import('../pages/a-bulk-list/ABulkListPage'),
  }),
  pkg('activities', 'snap-up-list', 'snap-up-list', {
    load: () => import('../pages/snap-up-list/SnapUpListPage'),
  }),
  pkg('activities', 'snap-up-detail', 'snap-up-detail', {
    visitId: PageVisitId.SnapUpDetail,
    load: () => import('../pages/snap-up-detail/SnapUpDetailPage'),
  }),
  pkg('activities', 'coupon-center', 'coupon-center', {
    load: () => import('../pages/coupon-center/CouponCenterPage'),
  }),
  pkg('activities', 'my-coupon', 'my-coupon', {
    ...signedIn,
    load: () => import('../pages/my-coupon/MyCouponPage'),
  }),
  pkg('activities', 'confirm-order', 'confirm-order', signedIn),
  // The checkout of submit-order, for one seat of a group buy (its title says 'Confirm order').
  pkg('activities', 'group-confirm-order', 'group-confirm-order', {
    ...signedIn,
    load: () => import('../pages/submit-order/SubmitOrderPage'),
  }),
  pkg('activities', 'spell-group-details', 'spell-group-details', {
    visitId: PageVisitId.GroupProduct,
    load: () => import('../pages/spell-group-details/SpellGroupDetailsPage'),
  }),
  pkg('activities', 'spell-members-details', 'spell-members-details', {
    load: () => import('../pages/spell-members-details/SpellMembersDetailsPage'),
  }),

  // Refunds
  pkg('refund', 'apply-refund', 'apply-refund', {
    ...signedIn,
    load: () => import('../pages/apply-refund/ApplyRefundPage'),
  }),
  pkg('refund', 'choose-refund-way', 'choose-refund-way', {
    ...signedIn,
    load: () => import('../pages/choose-refund-way/ChooseRefundWayPage'),
  }),
  pkg('refund', 'after-sales', 'after-sales', {
    ...signedIn,
    load: () => import('../pages/after-sales/AfterSalesPage'),
  }),
  pkg('refund', 'details-of-refund', 'details-of-refund', {
    ...signedIn,
    load: () => import('../pages/details-of-refund/DetailsOfRefundPage'),
  }),

  // User
  ...(
    [
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
      'history',
      'invoice-detail',
      'news-detail',
      'recent-news',
      'station-order-list',
      'voucher-code',
      'delivery-certificate',
    ] as const
  ).map((name) =>
    pkg('user', name, name, {
      ...signedIn,
      load: USER_PACKAGE_PAGES[name],
      staysOnReconnect: name === 'chat' || name === 'chat-im',
    }),
  ),

  // Member and points (login required)
  ...(
    [
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
    ] as const
  ).map((name) => pkg('member', name, name, { ...signedIn, load: MEMBER_PACKAGE_PAGES[name] })),

  // Distribution (login required)
  ...(
    [
      'promotion-center',
      'promotion-invite-code',
      'promotion-income-details',
      'promotion-user',
      'apply-dist',
      'apply-dist-con',
      'draw-rule',
      'dis-center',
      'withdrawal',
      'promotion-prod',
      'invitation-cards',
      'my-users',
      'promotion-order',
      'income-details',
      'take-notes',
      'salesman-level',
      'my-friends',
    ] as const
  ).map((name) => pkg('distribution', name, name, signedIn)),

  // Shop
  pkg('shop', 'shop-page', 'shop-page'),
  pkg('shop', 'shop-prods', 'shop-prods'),
  pkg('shop', 'shop-category', 'shop-category'),
  pkg('shop', 'shop-search', 'shop-search'),
  pkg('shop', 'shop-search-result', 'shop-search-result'),
  pkg('shop', 'shop-feature-index0', 'feature-index0'),

  // Marketing landing pages
  route('short-link', '/t/:code'),
  pkg('common', 'common-goods', 'goods'),
  pkg('common', 'common-cp', 'cp'),
  pkg('common', 'common-gift', 'gift'),
  pkg('tire', 'tire-v2', 'v2'),
  pkg('tire', 'tire-tire', 'tire'),
  pkg('tire', 'tire-michelin', 'michelin'),
  pkg('tire', 'tire-goodyear', 'goodyear'),
];

export const HOME_ROUTE = ROUTES[0] as AppRoute;

const byPath = new Map<string, AppRoute>();
const patterned: AppRoute[] = [];
for (const entry of ROUTES) {
  for (const path of [entry.path, ...(entry.aliases ?? [])]) {
    if (path.includes(':')) patterned.push(entry);
    else byPath.set(path, entry);
  }
}

/** '/pages/tires/tires/' and '/pages/tires/tires' are the same page. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed || '/';
}

/** The page a pathname shows, through aliases and patterns; undefined for unknown paths. */
export function findRoute(pathname: string): AppRoute | undefined {
  const normalized = normalizePathname(pathname);
  return byPath.get(normalized) ?? patterned.find((entry) => matchPath(entry.path, normalized));
}

/** The page a pathname shows if it exists in this build; unknown and not-yet-built pages give undefined. */
export function findPage(pathname: string): AppRoute | undefined {
  const found = findRoute(pathname);
  return found?.load ? found : undefined;
}

export function isTabRoute(entry: AppRoute | undefined): entry is AppRoute & { tab: AppTab } {
  return entry?.tab !== undefined;
}

/** The pathname of an in-app target (a path with or without a query): no origin is needed to read it. */
export const pathOf = (target: string): string => new URL(target, 'http://tread.local').pathname;

/** The canonical form of an in-app target: aliases become their page's path, the query is kept. */
export function canonicalTarget(to: string): string {
  const url = new URL(to, 'http://tread.local');
  const pathname = normalizePathname(url.pathname);
  const entry = byPath.get(pathname);
  return `${entry && !entry.path.includes(':') ? entry.path : pathname}${url.search}`;
}
