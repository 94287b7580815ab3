/** Codes of the app shell: app types, routes, analytics, sign-in and local storage (SPEC §2, §3, §7, §9). */

/** How the app is running, detected once from the browser agent (SPEC §4 'App type'). */
export const AppType = {
  H5: 1,
  MiniProgram: 2,
  MessengerWebView: 3,
  PaymentWalletApp: 4,
  IosApp: 5,
  AndroidApp: 6,
  DesktopWeb: 7,
  Bot: 8,
  GoogleBot: 9,
} as const;
export type AppType = (typeof AppType)[keyof typeof AppType];

/** App types whose requests are queued until the automatic login returns (SPEC §4 'Session'). */
export const QUEUED_LOGIN_APP_TYPES: readonly AppType[] = [AppType.MiniProgram, AppType.MessengerWebView];

export const TabIndex = { Home: 0, Tires: 1, Category: 2, Store: 3, User: 4 } as const;
export type TabIndex = (typeof TabIndex)[keyof typeof TabIndex];

export const TAB_ROUTES: Record<TabIndex, string> = {
  0: '/',
  1: '/pages/tires/tires',
  2: '/pages/category/category',
  3: '/pages/store-tab-page/store-tab-page',
  4: '/pages/user/user',
};

/** The installed app's link scheme (web+tread://pages/prod/prod?prodid=7) and the path links land on (SPEC §2). */
export const DEEP_LINK_SCHEME = 'web+tread';
export const DEEP_LINK_PATH = '/link';

/** Deep-link targets allowed; anything else opens the first entry (SPEC §2 'Navigation rules'). */
export const DEEP_LINK_WHITELIST = [
  '/pages/index/index',
  '/pages/tires/tires',
  '/pages/category/category',
  '/pages/user/user',
  '/pages/prod/prod',
] as const;

/** Query `active` of car-select. */
export const CarSelectStep = { Year: 0, Make: 1, Model: 2, Engine: 3 } as const;
export type CarSelectStep = (typeof CarSelectStep)[keyof typeof CarSelectStep];

/** Query `activeTab` of search-tires-by. */
export const SearchTiresByTab = { Size: 0, Vehicle: 1 } as const;
export type SearchTiresByTab = (typeof SearchTiresByTab)[keyof typeof SearchTiresByTab];

export const ContentPageType = {
  Terms: 'terms',
  Privacy: 'privacy',
  About: 'about',
  Contact: 'contact',
  Faq: 'faq',
  Shipping: 'shipping',
  Delivery: 'delivery',
  Return: 'return',
  Accessibility: 'accessibility',
  Cookies: 'cookies',
} as const;
export type ContentPageType = (typeof ContentPageType)[keyof typeof ContentPageType];

export const PageVisitId = {
  Home: 1,
  ProductFromBanner: 2,
  Product: 3,
  SnapUpDetail: 4,
  GroupProduct: 5,
  Category: 6,
  SpecialDiscount: 7,
  Basket: 8,
  OrderDetail: 9,
  PayWay: 10,
  PayResult: 11,
  User: 12,
  OrderList: 13,
} as const;
export type PageVisitId = (typeof PageVisitId)[keyof typeof PageVisitId];

export const AnalyticsPageName = {
  Home: 'home_page',
  TiresList: 'tires_list',
  Cart: 'cart',
  OrderConfirm: 'order_confirm',
  PayResult: 'pay_result',
  AddressAdd: 'add',
  AddressEdit: 'edit',
} as const;
export type AnalyticsPageName = (typeof AnalyticsPageName)[keyof typeof AnalyticsPageName];

export const EventCode = {
  ShowViewContent: 1,
  Register: 2,
  AddCart: 3,
  ViewContent: 4,
  Purchase: 5,
  Checkout: 6,
  PlaceOrder: 7,
} as const;
export type EventCode = (typeof EventCode)[keyof typeof EventCode];

/** eventType of /area/uploadEvent; custom events are named with CUSTOM_EVENT_PREFIX. */
export const UploadEventType = { ShowViewContent: 'SHOW_VIEW_CONTENT', Checkout: 'CHECKOUT' } as const;
export type UploadEventType = (typeof UploadEventType)[keyof typeof UploadEventType];
export const CUSTOM_EVENT_PREFIX = 'SERVICE_';

export const AD_CLICK_IDS = ['fbclid', 'gclid', 'gbraid', 'wbraid', 'msclkid', 'ttclid'] as const;
export type AdClickId = (typeof AD_CLICK_IDS)[number];

/** Platforms a marketing link can be generated for (SPEC §9). */
export const LINK_PLATFORMS = [
  'smartcast',
  'tizen',
  'roku',
  'webos',
  'vidaa',
  'playstation',
  'android',
  'ios',
  'steam',
  'quest',
  'battlenet',
] as const;
export type LinkPlatform = (typeof LINK_PLATFORMS)[number];

export const SocialSignInType = { Google: 'google', Facebook: 'facebook', Apple: 'apple' } as const;
export type SocialSignInType = (typeof SocialSignInType)[keyof typeof SocialSignInType];

/** Every value the app keeps in local storage (SPEC §3 'Locally stored values'). */
export const LOCAL_STORAGE_KEYS = {
  Token: 'token',
  UserInfo: 'userInfo',
  UserTireList: 'userTireList',
  UserVehicleList: 'userVehicleList',
  TireSize: 'tireSize',
  LastUserTire: 'lastUserTire',
  CurrentVehicle: 'currentVehicle',
  GuestCartInfo: 'guestCartInfo',
  ClientId: 'clientId',
  SessionId: 'sessionId',
  Platform: 'platform',
  DeviceId: 'deviceId',
  AppType: 'appType',
  RegisterLink: 'registerLink',
  LatestIndexHref: 'latestIndexHref',
  CashTaskCode: 'cashTaskCode',
  Currency: 'currency',
  Lang: 'lang',
  ChannelCouponKey: 'channelCouponKey',
} as const;
export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS];

/** Values kept for the browser session only (SPEC §2: the order being paid, the page to return to after login). */
export const SESSION_STORAGE_KEYS = {
  PayingOrderNumber: 'payingOrderNumber',
  LoginRedirect: 'loginRedirect',
} as const;
export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[keyof typeof SESSION_STORAGE_KEYS];
