import { z } from 'zod';
import { ProductSort } from '../catalog-codes';
import { PAYMENT_SWITCH_NAMES, POLICY_PAGES } from '../codes';
import { autoImConfig, DEFAULT_AUTO_IM } from './chat';
import { DEFAULT_MEMBERSHIP, membershipConfig } from './member';
import { DEFAULT_POINTS_RULES, DEFAULT_RAFFLE, pointsRulesConfig, raffleConfig } from './points';
import { DEFAULT_TOP_UP_OPTIONS, topUpOptionsConfig } from './wallet';

/** Keys served by GET /api/sys/config/info/getSysSwitch/{key} (SPEC §3 'Config keys loaded'). */
export const SYS_SWITCH_KEYS = [
  'homePage',
  'oauthConfig',
  'autoIM',
  'mobileLogin',
  'themeInfo',
  'policyPages',
  'schemeConfig',
  'mapProdList',
] as const;
export type SysSwitchKey = (typeof SYS_SWITCH_KEYS)[number];

/** getSysSwitch/schemeConfig: how links open the shop (SPEC §2 deep and universal links). */
export type SchemeConfig = { scheme: string; linkPath: string; whitelist: string[] };

/** getSysSwitch/mapProdList: the services installers on the map offer, each from its lowest price (cents). */
export type MapProduct = {
  code: string;
  name: string;
  fromPrice: number;
  perTire: boolean;
  /** How many active installers offer it. */
  installers: number;
};

/** A link or image the home page shows: a path of this site or an http(s) address, never a script. */
const siteLink = z
  .string()
  .trim()
  .max(300, 'A link is at most 300 characters')
  .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, 'Use a path starting with / or an http(s) address');

const boundedText = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}`).max(max, `The ${label} is at most ${max} characters`);

export const banner = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'A banner id is 1–40 lower-case letters, digits or -'),
  title: boundedText('banner title', 80),
  subtitle: z.string().trim().max(160, 'The banner subtitle is at most 160 characters'),
  imageUrl: siteLink,
  link: siteLink,
});

/** The icons the shop's home page draws for a sales point or guarantee (apps/web badge-icons). */
export const HOME_BADGE_ICONS = [
  'award',
  'badge-check',
  'badge-dollar-sign',
  'calendar-clock',
  'credit-card',
  'hand-coins',
  'headset',
  'rotate-ccw',
  'shield-check',
  'store',
  'tag',
  'truck',
  'undo-2',
  'wrench',
] as const;

export const salesPoint = z.object({
  icon: z.enum(HOME_BADGE_ICONS, 'Choose one of the home page icons'),
  title: boundedText('title', 60),
  text: boundedText('text', 200),
});

/** The sort codes a tire search may open with (catalog ProductSort). */
const SEARCH_SORTS: readonly number[] = Object.values(ProductSort);

export const homePageConfig = z.object({
  bannerSwitch: z.boolean(),
  banners: z.array(banner).max(10, 'At most 10 banners'),
  salesPoints: z.array(salesPoint).max(8, 'At most 8 sales points'),
  guarantees: z.array(salesPoint).max(8, 'At most 8 guarantees'),
  forceLogin: z.boolean(),
  forceAddVehicle: z.boolean(),
  forceAddTireSize: z.boolean(),
  searchPageSort: z
    .number()
    .int()
    .refine((sort) => SEARCH_SORTS.includes(sort), 'Choose one of the search sort orders'),
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

/** The installer map's tile source, set by the server's MAP_TILE_URL and MAP_TILE_ATTRIBUTION (issue 19). */
export const mapTileSource = z.object({ url: z.string(), attribution: z.string() });
export type MapTileSource = z.infer<typeof mapTileSource>;

/** What getUniWebConfig answers: what staff set, and the tile source (null: the map is drawn without tiles). */
export const uniWebConfigAnswer = uniWebConfig.extend({ mapTiles: mapTileSource.nullable() });
export type UniWebConfigAnswer = z.infer<typeof uniWebConfigAnswer>;

/** What staff may set through PUT /api/admin/config/{key}: each value is checked by its own schema (issue 12). */
export const editableConfigValues = {
  homePage: homePageConfig,
  uniWebConfig,
  paySwitch: paySwitchAnswer,
  oauthConfig: z.object({ google: z.boolean(), facebook: z.boolean(), apple: z.boolean() }),
  autoIM: autoImConfig,
  mobileLogin: z.boolean(),
  themeInfo: z.object({
    primaryColor: z.string().regex(/^#[0-9a-f]{6}$/i),
    accentColor: z.string().regex(/^#[0-9a-f]{6}$/i),
    darkMode: z.boolean(),
  }),
  /** Points, the lucky wheel and top-ups (issue 17). */
  pointsRules: pointsRulesConfig,
  raffle: raffleConfig,
  topUpOptions: topUpOptionsConfig,
  membership: membershipConfig,
};
export type EditableConfigKey = keyof typeof editableConfigValues;
export type EditableConfigValue<K extends EditableConfigKey> = z.output<(typeof editableConfigValues)[K]>;

/** Keys the shop works with before staff ever set them: the value until they do. */
export const CONFIG_DEFAULTS = {
  autoIM: DEFAULT_AUTO_IM,
  pointsRules: DEFAULT_POINTS_RULES,
  raffle: DEFAULT_RAFFLE,
  topUpOptions: DEFAULT_TOP_UP_OPTIONS,
  membership: DEFAULT_MEMBERSHIP,
} satisfies { [K in EditableConfigKey]?: EditableConfigValue<K> };
export type DefaultedConfigKey = keyof typeof CONFIG_DEFAULTS;
export const editableConfigKey = z.object(editableConfigValues).keyof();
export const configValueParams = z.object({ key: editableConfigKey });
export const configValueRequest = z.object({ value: z.unknown() });

/** A policy page by its key: its switch, its text. */
export const policySwitchParams = z.object({ key: policyPageKey });
export const policySwitchRequest = z.object({ enabled: z.boolean() });

/* ---- The staff console: content and switches (issue 13) ---- */

export const POLICY_SECTIONS_MAX = 40;
export const POLICY_PARAGRAPHS_MAX = 30;
export const POLICY_PARAGRAPH_MAX_LENGTH = 4000;

/** GET /api/admin/config/{key}: the value as stored, to edit; the console reads it with the key's own schema. */
export const configValueAnswer = z.object({ key: editableConfigKey, value: z.unknown() });
export type ConfigValueAnswer = z.infer<typeof configValueAnswer>;

/** GET /api/admin/content/policy: the ten pages with their switch, switched-off ones too. */
export const policyPageStaffSummary = policyPageSummary.extend({ updatedAt: z.string() });
export const policyPageStaffList = z.object({ records: z.array(policyPageStaffSummary) });
export type PolicyPageStaffList = z.infer<typeof policyPageStaffList>;

/** GET /api/admin/content/policy/{key}: the page's text and its switch. */
export const policyPageStaffView = policyPage.extend({ switchName: z.string(), enabled: z.boolean() });
export type PolicyPageStaffView = z.infer<typeof policyPageStaffView>;

const policyParagraph = z
  .string()
  .trim()
  .min(1, 'Remove the empty paragraph')
  .max(POLICY_PARAGRAPH_MAX_LENGTH, `A paragraph is at most ${POLICY_PARAGRAPH_MAX_LENGTH} characters`);

/** PUT /api/admin/content/policy/{key}/text: the title, summary and sections shoppers read. */
export const policyTextRequest = z.object({
  title: boundedText('page title', 80),
  summary: z.string().trim().max(500, 'The summary is at most 500 characters'),
  sections: z
    .array(
      z.object({
        heading: boundedText('section heading', 120),
        paragraphs: z
          .array(policyParagraph)
          .min(1, 'A section needs some text')
          .max(POLICY_PARAGRAPHS_MAX, `A section has at most ${POLICY_PARAGRAPHS_MAX} paragraphs`),
      }),
    )
    .min(1, 'A page needs at least one section')
    .max(POLICY_SECTIONS_MAX, `A page has at most ${POLICY_SECTIONS_MAX} sections`)
    // The shop lists sections by heading.
    .refine(
      (sections) => new Set(sections.map((s) => s.heading)).size === sections.length,
      'Give each section its own heading',
    ),
});
export type PolicyTextRequest = z.input<typeof policyTextRequest>;
