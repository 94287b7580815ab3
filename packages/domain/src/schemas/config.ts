import { z } from 'zod';
import { PAYMENT_SWITCH_NAMES, POLICY_PAGES } from '../codes';

/** Keys served by GET /api/sys/config/info/getSysSwitch/{key} (SPEC §3 'Config keys loaded'). */
export const SYS_SWITCH_KEYS = [
  'homePage',
  'oauthConfig',
  'autoIM',
  'mobileLogin',
  'themeInfo',
  'policyPages',
] as const;
export type SysSwitchKey = (typeof SYS_SWITCH_KEYS)[number];

export const banner = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  link: z.string(),
});

export const salesPoint = z.object({ icon: z.string(), title: z.string(), text: z.string() });

export const homePageConfig = z.object({
  bannerSwitch: z.boolean(),
  banners: z.array(banner),
  salesPoints: z.array(salesPoint),
  guarantees: z.array(salesPoint),
  forceLogin: z.boolean(),
  forceAddVehicle: z.boolean(),
  forceAddTireSize: z.boolean(),
  searchPageSort: z.number().int(),
  cashRewardSwitch: z.boolean(),
  commentsGroup: z.boolean(),
});
export type HomePageConfig = z.infer<typeof homePageConfig>;

export const policyPageKey = z.enum(POLICY_PAGES.map((p) => p.key) as [string, ...string[]]);

/** One policy page as listed: its desktop switch decides whether it is offered at all (SPEC §2 'Policy pages'). */
export const policyPageSummary = z.object({
  key: policyPageKey,
  title: z.string(),
  switchName: z.string(),
  enabled: z.boolean(),
});
export type PolicyPageSummary = z.infer<typeof policyPageSummary>;

export const policySection = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

export const policyPage = z.object({
  key: policyPageKey,
  title: z.string(),
  summary: z.string(),
  sections: z.array(policySection),
  updatedAt: z.string(),
});
export type PolicyPage = z.infer<typeof policyPage>;

export const sysSwitchAnswer = z.object({ key: z.string(), value: z.unknown() });
export type SysSwitchAnswer = z.infer<typeof sysSwitchAnswer>;

/** GET /api/sys/config/info/getSysPaySwitch: one boolean per payment switch name (SPEC §9). */
export const paySwitchAnswer = z.record(z.enum(PAYMENT_SWITCH_NAMES), z.boolean());
export type PaySwitchAnswer = z.infer<typeof paySwitchAnswer>;

/** GET /api/webConfig/getUniWebConfig (SPEC §7: the answer has uniLoginLogoImg). */
export const uniWebConfig = z.object({
  uniLoginLogoImg: z.string(),
  siteName: z.string(),
  pageTitle: z.string(),
  appVersion: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  supportSms: z.string(),
  warehouseHours: z.string(),
});
export type UniWebConfig = z.infer<typeof uniWebConfig>;

/** What staff may set through PUT /api/admin/config/{key}: each value is checked by its own schema (issue 12). */
export const editableConfigValues = {
  homePage: homePageConfig,
  uniWebConfig,
  paySwitch: paySwitchAnswer,
  oauthConfig: z.object({ google: z.boolean(), facebook: z.boolean(), apple: z.boolean() }),
  autoIM: z.boolean(),
  mobileLogin: z.boolean(),
  themeInfo: z.object({
    primaryColor: z.string().regex(/^#[0-9a-f]{6}$/i),
    accentColor: z.string().regex(/^#[0-9a-f]{6}$/i),
    darkMode: z.boolean(),
  }),
};
export type EditableConfigKey = keyof typeof editableConfigValues;
export const editableConfigKey = z.object(editableConfigValues).keyof();
export const configValueParams = z.object({ key: editableConfigKey });
export const configValueRequest = z.object({ value: z.unknown() });

export const policySwitchParams = z.object({ key: policyPageKey });
export const policySwitchRequest = z.object({ enabled: z.boolean() });
