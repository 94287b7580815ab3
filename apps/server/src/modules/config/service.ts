import {
  CONFIG_DEFAULTS,
  DEEP_LINK_PATH,
  DEEP_LINK_SCHEME,
  DEEP_LINK_WHITELIST,
  type DefaultedConfigKey,
  editableConfigValues,
  type MapProduct,
  type MapTileSource,
  type PaySwitchAnswer,
  POLICY_PAGES,
  type PolicyPageSummary,
  paySwitchAnswer,
  policyPage,
  type SchemeConfig,
  SYS_SWITCH_KEYS,
  sysSwitchAnswer,
  uniWebConfig,
  uniWebConfigAnswer,
} from '@tread/domain';
import { type ChangeFeed, ChangeTag } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { refuse } from '../../platform/errors';
import { type JsonAnswer, jsonAnswer } from '../../platform/json-answer';
import { readCache } from '../../platform/read-cache';
import { contentPages, sysConfig } from './tables';

/**
 * Every configuration value and policy page, read in one go (together a few kilobytes) and kept in memory until
 * staff change one (issue 12); each answer shoppers ask for is serialized once.
 */
type Snapshot = {
  paySwitch: PaySwitchAnswer;
  /** getSysSwitch answers by key: the stored keys, the policy page list and each page's switch. */
  switches: ReadonlyMap<string, JsonAnswer>;
  /** The pages whose switch is on; a page switched off does not exist for the shopper. */
  pages: ReadonlyMap<string, JsonAnswer>;
  uniWebConfig: JsonAnswer;
  /** Rules the shop works with (points, the lucky wheel, top-ups): as staff set them, else the defaults. */
  rules: typeof CONFIG_DEFAULTS;
};

type Rules = typeof CONFIG_DEFAULTS;
const DEFAULTED_KEYS = Object.keys(CONFIG_DEFAULTS) as DefaultedConfigKey[];

/** A stored value of a defaulted key, or its default when staff never set it. */
function storedOr<K extends DefaultedConfigKey>(key: K, stored: unknown): Rules[K] {
  if (stored === undefined) return CONFIG_DEFAULTS[key];
  return editableConfigValues[key].parse(stored) as Rules[K];
}

/** What the config answers but other modules own: the services installers on the map offer (stations). */
export type ConfigPorts = { mapProducts: () => Promise<MapProduct[]> };

export function configService(
  db: Database,
  changes: ChangeFeed,
  mapTiles: MapTileSource | null,
  ports: ConfigPorts,
) {
  const cache = readCache<Snapshot>(changes);

  async function readSnapshot(): Promise<Snapshot> {
    const [values, pages] = await Promise.all([db.select().from(sysConfig), db.select().from(contentPages)]);
    const value = (key: string) => values.find((row) => row.key === key)?.value;
    const stored = new Map(pages.map((row) => [row.key, row]));
    // The title as staff last wrote it; a page never stored is listed switched off.
    const list: PolicyPageSummary[] = POLICY_PAGES.map((p) => ({
      key: p.key,
      title: stored.get(p.key)?.title ?? p.title,
      switchName: p.switchName,
      enabled: stored.get(p.key)?.enabled ?? false,
    }));
    const switchAnswer = (key: string, answer: unknown) =>
      [key, jsonAnswer(sysSwitchAnswer, { key, value: answer })] as const;
    const rules = Object.fromEntries(DEFAULTED_KEYS.map((key) => [key, storedOr(key, value(key))])) as Rules;
    // A key with a default (autoIM) answers it until staff set one; other keys answer once stored.
    const switchValue = (key: string) => (key in rules ? rules[key as DefaultedConfigKey] : value(key));
    return {
      paySwitch: paySwitchAnswer.parse(value('paySwitch')),
      switches: new Map([
        ...SYS_SWITCH_KEYS.flatMap((key) => {
          const answer = switchValue(key);
          return answer === undefined ? [] : [switchAnswer(key, answer)];
        }),
        switchAnswer('policyPages', list),
        switchAnswer('schemeConfig', {
          scheme: DEEP_LINK_SCHEME,
          linkPath: DEEP_LINK_PATH,
          whitelist: [...DEEP_LINK_WHITELIST],
        } satisfies SchemeConfig),
        ...list.map((p) => switchAnswer(p.switchName, p.enabled)),
      ]),
      pages: new Map(
        pages
          .filter((row) => row.enabled)
          .map((row) => [
            row.key,
            jsonAnswer(policyPage, { ...row, updatedAt: row.updatedAt.toISOString() }),
          ]),
      ),
      uniWebConfig: jsonAnswer(uniWebConfigAnswer, {
        ...uniWebConfig.parse(value('uniWebConfig')),
        mapTiles,
      }),
      rules,
    };
  }
  const snapshot = () =>
    cache.get('config', async () => ({ value: await readSnapshot(), tags: [ChangeTag.config] }));

  return {
    /** GET getSysSwitch/{key}: a config key (SPEC §3), the policy page list, or one policy page's switch. */
    async getSysSwitch(key: string): Promise<JsonAnswer> {
      // Read from the stations each time: staff change installers' services without touching the config.
      if (key === 'mapProdList')
        return jsonAnswer(sysSwitchAnswer, { key, value: await ports.mapProducts() });
      const answer = (await snapshot()).switches.get(key);
      if (!answer) throw refuse('UNKNOWN_CONFIG_KEY');
      return answer;
    },

    getPaySwitch: async (): Promise<PaySwitchAnswer> => (await snapshot()).paySwitch,

    getUniWebConfig: async (): Promise<JsonAnswer> => (await snapshot()).uniWebConfig,

    /** Points, lucky wheel or top-up rules, from memory until staff change them. */
    rules: async <K extends DefaultedConfigKey>(key: K): Promise<Rules[K]> => (await snapshot()).rules[key],

    async getPolicyPage(key: string): Promise<JsonAnswer> {
      const answer = (await snapshot()).pages.get(key);
      if (!answer) throw refuse('PAGE_NOT_FOUND');
      return answer;
    },
  };
}
export type ConfigService = ReturnType<typeof configService>;
