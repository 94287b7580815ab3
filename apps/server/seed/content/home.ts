/** One home-page banner; imageUrl points at hand-drawn artwork served from /static/banners. */
export type HomeBannerSeed = { id: string; title: string; subtitle: string; imageUrl: string; link: string };

/** A sales point or guarantee; icon is a lucide-react icon name in kebab-case. */
export type HomeBadgeSeed = { icon: string; title: string; text: string };

/** Shape of the 'homePage' config value (validated by homePageConfig in @tread/domain). */
export type HomePageSeed = {
  bannerSwitch: boolean;
  banners: HomeBannerSeed[];
  salesPoints: HomeBadgeSeed[];
  guarantees: HomeBadgeSeed[];
  forceLogin: boolean;
  forceAddVehicle: boolean;
  forceAddTireSize: boolean;
  searchPageSort: number;
  cashRewardSwitch: boolean;
  commentsGroup: boolean;
};

/** Shape of GET /api/webConfig/getUniWebConfig (validated by uniWebConfig in @tread/domain). */
export type UniWebConfigSeed = {
  uniLoginLogoImg: string;
  siteName: string;
  pageTitle: string;
  appVersion: string;
  supportPhone: string;
  supportEmail: string;
  supportSms: string;
  warehouseHours: string;
};

/** Home page marketing content: banners, sales points and guarantees from SPEC §1. */
export const homePageSeed: HomePageSeed = {
  bannerSwitch: true,
  banners: [
    {
      id: 'free-install',
      title: 'Free installation on select tires',
      subtitle: 'Look for the Free Install tag and book at one of 200+ partner shops.',
      imageUrl: '/static/banners/free-install.svg',
      link: '/pages/tires/tires',
    },
    {
      id: 'winter-ready',
      title: 'Get mountain-ready',
      subtitle: 'Big Bear or Mammoth this season? Shop winter and all-weather tires from 100+ brands.',
      imageUrl: '/static/banners/winter-ready.svg',
      link: '/pages/tires/tires',
    },
    {
      id: 'pay-later',
      title: 'Pay later in 4 interest-free payments',
      subtitle: 'Split your order with Affirm or Klarna. For US residents over 18, subject to approval.',
      imageUrl: '/static/banners/pay-later.svg',
      link: '/pages/terms-page/terms-page?sts=faq',
    },
  ],
  salesPoints: [
    {
      icon: 'award',
      title: '100+ brands',
      text: 'Top names and value lines for every car, SUV and light truck.',
    },
    {
      icon: 'store',
      title: '200+ partner shops',
      text: 'Have your tires installed at a trusted shop near you.',
    },
    {
      icon: 'truck',
      title: 'Free 1–3 day shipping',
      text: 'Free in 1–3 business days across Greater Los Angeles. Oversize items may incur a fee.',
    },
    {
      icon: 'calendar-clock',
      title: 'Pay later',
      text: '4 interest-free installments with Affirm or Klarna. For US residents over 18.',
    },
  ],
  guarantees: [
    {
      icon: 'badge-dollar-sign',
      title: 'Best price guarantee',
      text: 'Found the same tire for less? We will match the price.',
    },
    {
      icon: 'rotate-ccw',
      title: 'Hassle-free returns',
      text: 'Easy returns within 30 days on unmounted, unused tires.',
    },
    {
      icon: 'shield-check',
      title: 'Purchase protection',
      text: 'Lost, damaged or wrong order? Get a replacement or a full refund.',
    },
    {
      icon: 'headset',
      title: '24/7 support',
      text: 'Phone, SMS, e-mail and live chat, any time of day.',
    },
    {
      icon: 'truck',
      title: 'Free shipping',
      text: '1–3 business days in the Greater Los Angeles area.',
    },
  ],
  forceLogin: false,
  forceAddVehicle: false,
  forceAddTireSize: false,
  searchPageSort: 4,
  cashRewardSwitch: false,
  commentsGroup: true,
};

/** Web config for the login screen, page title and contact details (SPEC §1, §7). */
export const uniWebConfigSeed: UniWebConfigSeed = {
  uniLoginLogoImg: '/static/brand/tread-logo.svg',
  siteName: 'Tread',
  pageTitle: 'Tires, Car Parts, Accessories, Auto Services',
  appVersion: '1.3.16',
  supportPhone: '(888) 555-0137',
  supportEmail: 'support@tread.example',
  supportSms: '(213) 555-0142',
  warehouseHours: 'Mon–Sat 8:00am–6:00pm PT (pick-up of online orders only; no walk-in tire sales)',
};
