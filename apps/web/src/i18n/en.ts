import { enAccount } from './en-account';
import { enActivities } from './en-activities';
import { enAppointments } from './en-appointments';
import { enCart } from './en-cart';
import { enCatalog } from './en-catalog';
import { enChat } from './en-chat';
import { enCheckout } from './en-checkout';
import { enCompare } from './en-compare';
import { enCoupons } from './en-coupons';
import { enFlashSale, enGroupBuy } from './en-deals';
import { enDepartments } from './en-departments';
import { enInvoice } from './en-invoice';
import { enMember } from './en-member';
import { enNotices } from './en-notices';
import { enOrders } from './en-orders';
import { enPlusSizes } from './en-plus-sizes';
import { enPoints } from './en-points';
import { enPointsMall } from './en-points-mall';
import { enPhotos, enRefunds } from './en-refunds';
import { enReviews } from './en-reviews';
import { enRoutes } from './en-routes';
import { enShell } from './en-shell';
import { enStorefront } from './en-storefront';
import { enTireRequest } from './en-tire-request';
import { enWallet } from './en-wallet';

export type { RouteName } from './en-routes';

/** The strings of the pages, in English: loaded beside the first page (i18n/index.ts). */
export const enPages = {
  routes: enRoutes,
  storefront: enStorefront,
  tireRequest: enTireRequest,
  appointments: enAppointments,
  price: {
    was: 'Was',
  },
  support: {
    call: 'Call us',
    text: 'Text us',
    email: 'Email us',
    callNumber: 'Call support at {{phone}}',
  },
  home: {
    finder: {
      title: 'Find tires that fit',
      subtitle: '100+ brands, installed at 200+ partner shops',
      tabsLabel: 'Search tires',
      bySize: 'By size',
      byVehicle: 'By vehicle',
      sizeLabel: 'Tire size',
      sizePlaceholder: 'e.g. 225/45R17',
      sizeHint: "It's printed on your tire's sidewall.",
      submit: 'Find tires',
    },
    banners: {
      label: 'Offers',
      goTo: 'Show offer {{number}} of {{total}}',
    },
    whyTitle: 'Why shop with Tread',
    promiseTitle: 'The Tread promise',
    promiseMore: 'More about {{title}}',
    departmentsTitle: 'Shop by department',
    seeAll: 'See all',
    install: {
      title: 'Installation made easy',
      text: 'Ship your tires to a partner shop near you and have them fitted while you wait.',
      cta: 'How it works',
    },
    pay: {
      title: 'Pay your way',
      text: 'Split your order into 4 interest-free installments with Affirm or Klarna. US residents over 18, subject to approval.',
    },
    footer: {
      policies: 'Policies',
      version: 'Version {{version}}',
      copyright: '© {{year}} Tread. All rights reserved.',
    },
  },
  tires: {
    meaningTitle: 'What {{size}} means',
    part: {
      type: 'Tire type',
      width: 'Section width',
      widthText: 'Widest point, sidewall to sidewall',
      ratio: 'Aspect ratio',
      ratioText: 'Sidewall height as a share of the width',
      construction: 'Construction',
      rim: 'Rim diameter',
      rimText: 'Fits {{value}}-inch wheels',
      overall: 'Overall diameter',
      overallText: 'Height of the whole tire, tread to tread',
    },
    prefix: {
      P: 'Passenger car tire (P-metric)',
      LT: 'Light truck tire',
      ST: 'Special trailer tire',
      T: 'Temporary spare',
      euro: 'Passenger car tire (Euro-metric)',
    },
    construction: {
      R: 'Radial',
      ZR: 'Radial, rated above 149 mph',
      D: 'Diagonal (bias ply)',
      B: 'Belted bias',
    },
    unit: {
      mm: '{{value}} mm',
      percent: '{{value}}%',
      inches: '{{value}} in',
      inchesMm: '{{inches}} in ({{mm}} mm)',
    },
    specsTitle: 'Size at a glance',
    spec: {
      overall: 'Overall diameter',
      sidewall: 'Sidewall height',
      width: 'Section width',
      revs: 'Revolutions per mile',
    },
    findTitle: 'Where to find your size',
    find: {
      sidewallTitle: 'On the tire sidewall',
      sidewallText: 'A code like 225/45R17 follows the brand and model name.',
      doorTitle: "Inside the driver's door",
      doorText: 'The tire placard on the door jamb lists the original size and pressure.',
      manualTitle: "In the owner's manual",
      manualText: 'Look for the section on tires and loading.',
    },
    tip: 'Front and rear sizes can differ on some cars, so check all four tires.',
  },
  departments: enDepartments,
  account: enAccount,
  catalog: enCatalog,
  compare: enCompare,
  cart: enCart,
  checkout: enCheckout,
  coupons: enCoupons,
  activities: enActivities,
  flashSale: enFlashSale,
  groupBuy: enGroupBuy,
  orders: enOrders,
  invoice: enInvoice,
  member: enMember,
  points: enPoints,
  pointsMall: enPointsMall,
  wallet: enWallet,
  refunds: enRefunds,
  photos: enPhotos,
  reviews: enReviews,
  chat: enChat,
  notices: enNotices,
  plusSizes: enPlusSizes,
  store: {
    heroTitle: 'Professional installation at 200+ partner shops',
    heroText: 'Choose installation at checkout and we ship your tires straight to the shop you pick.',
    servicesTitle: 'What your installer does',
    services: {
      mountBalance: 'Mount & balance',
      mountBalanceText: 'New tires mounted on your wheels and balanced for a smooth, vibration-free ride.',
      tpms: 'TPMS service',
      tpmsText: 'Tire pressure sensors serviced and reset, so the warning light stays off.',
      alignment: 'Wheel alignment',
      alignmentText: 'Angles set to spec, so your new tires wear evenly and the car tracks straight.',
      valveStems: 'Valve stems',
      valveStemsText: 'Fresh valve stems for a reliable, leak-free seal.',
      disposal: 'Tire disposal',
      disposalText: 'Your old tires taken off your hands and recycled responsibly.',
    },
    stepsTitle: 'How booking works',
    steps: {
      pickTitle: 'Pick your tires and a shop',
      pickText: 'At checkout choose Installation and select a partner shop within {{radius}} miles of you.',
      shipTitle: 'We ship to the shop',
      shipText:
        'Your tires go straight to the installer, free in {{min}}–{{max}} business days across Greater Los Angeles.',
      driveTitle: 'Drive in, drive off',
      driveText: 'The shop fits your new tires and your order is marked Installed.',
    },
    coverageTitle: 'Serving Greater Los Angeles',
    coverageText:
      'Free {{min}}–{{max}} business-day shipping to homes and partner shops within {{radius}} miles of downtown Los Angeles. Oversize items may incur a fee.',
    warehouseTitle: 'Our warehouse',
    warehouseHours: 'Hours',
    warehouseNote: 'Open weekdays and Saturdays. Tires are not sold at the warehouse.',
    helpTitle: 'Questions about installation?',
  },
  user: {
    guestTitle: 'Welcome to Tread',
    guestText: 'Tires, parts and installation in one place.',
    helpTitle: 'Help & policies',
    supportTitle: 'Support',
    aboutTitle: 'About',
    version: 'App version',
    serverStatus: 'Server status',
  },
  policy: {
    updated: 'Last updated {{date}}',
    missingText: "The page you're looking for isn't available.",
  },
  health: {
    overall: 'Overall',
    ok: 'All systems normal',
    degraded: 'Degraded',
    database: 'Database',
    up: 'Reachable',
    down: 'Unreachable',
    version: 'Version',
    uptime: 'Uptime',
    startedAt: 'Running since',
    checkedAt: 'Last checked {{time}}',
    refresh: 'Refresh',
    failed: 'The server did not answer.',
  },
  duration: {
    day_one: '{{count}} day',
    day_other: '{{count}} days',
    hour_one: '{{count}} hour',
    hour_other: '{{count}} hours',
    minute_one: '{{count}} minute',
    minute_other: '{{count}} minutes',
    second_one: '{{count}} second',
    second_other: '{{count}} seconds',
  },
} as const;

/** Every UI string of the web app, in English (the default and fallback language). */
export const en = { ...enShell, ...enPages } as const;
