import type {
  HealthAnswer,
  HomePageConfig,
  PolicyPage,
  PolicyPageSummary,
  UniWebConfigAnswer,
} from '@tread/domain';

/** What the shop's configuration answers in web tests. */

export const homePage: HomePageConfig = {
  bannerSwitch: true,
  banners: [
    {
      id: 'free-install',
      title: 'Free installation on select tires',
      subtitle: 'Book at one of 200+ partner shops.',
      imageUrl: '/static/banners/free-install.svg',
      link: '/pages/tires/tires',
    },
  ],
  salesPoints: [{ icon: 'award', title: '100+ brands', text: 'Top names and value lines.' }],
  guarantees: [{ icon: 'rotate-ccw', title: 'Hassle-free returns', text: 'Easy returns within 30 days.' }],
  forceLogin: false,
  forceAddVehicle: false,
  forceAddTireSize: false,
  searchPageSort: 4,
  cashRewardSwitch: false,
  commentsGroup: true,
};

export const policyPages: PolicyPageSummary[] = [
  { key: 'return-policy', title: 'Return Policy', switchName: 'returnPolicySwitch', enabled: true },
  { key: 'faq', title: 'FAQ', switchName: 'faqsSwitch', enabled: false },
];

export const returnPolicy: PolicyPage = {
  key: 'return-policy',
  title: 'Return Policy',
  summary: 'Hassle-free returns within 30 days.',
  sections: [{ heading: '30-day returns', paragraphs: ['You can return most items within 30 days.'] }],
  updatedAt: '2025-05-01T12:00:00.000Z',
};

export const webConfig: UniWebConfigAnswer = {
  uniLoginLogoImg: '/static/brand/tread-logo.svg',
  siteName: 'Tread',
  pageTitle: 'Tires, Car Parts, Accessories, Auto Services',
  appVersion: '1.3.16',
  supportPhone: '(888) 555-0137',
  supportEmail: 'support@tread.example',
  supportSms: '(213) 555-0142',
  warehouseHours: 'Mon–Sat 8:00am–6:00pm PT',
  mapTiles: null,
};

export const health: HealthAnswer = {
  status: 'ok',
  database: 'up',
  version: '1.3.16',
  uptimeSeconds: 93_784,
  startedAt: '2025-06-01T10:00:00.000Z',
};
