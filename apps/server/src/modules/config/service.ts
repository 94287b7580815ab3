import {
  type PaySwitchAnswer,
  POLICY_PAGES,
  type PolicyPage,
  type PolicyPageSummary,
  paySwitchAnswer,
  policyPage,
  SYS_SWITCH_KEYS,
  type UniWebConfig,
  uniWebConfig,
} from '@tread/domain';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { refuse } from '../../platform/errors';
import { readCache } from '../../platform/read-cache';
import { contentPages, sysConfig } from './tables';

const unknownKey = () => refuse('UNKNOWN_CONFIG_KEY');

/** Every configuration value and policy page, read in one go: together they are a few kilobytes. */
type Snapshot = {
  values: ReadonlyMap<string, unknown>;
  pages: ReadonlyMap<string, PolicyPage & { enabled: boolean }>;
};

export function configService(db: Database, changes: ChangeFeed) {
  const cache = readCache<Snapshot>(changes);
  const snapshot = () =>
    cache.get('config', async () => {
      const [values, pages] = await Promise.all([
        db.select().from(sysConfig),
        db.select().from(contentPages),
      ]);
      return {
        value: {
          values: new Map(values.map((row) => [row.key, row.value])),
          pages: new Map(
            pages.map((row) => [
              row.key,
              {
                ...policyPage.parse({ ...row, updatedAt: row.updatedAt.toISOString() }),
                enabled: row.enabled,
              },
            ]),
          ),
        },
        tags: ['config'],
      };
    });

  async function readValue(key: string): Promise<unknown> {
    const { values } = await snapshot();
    if (!values.has(key)) throw unknownKey();
    return values.get(key);
  }

  async function listPolicyPages(): Promise<PolicyPageSummary[]> {
    const { pages } = await snapshot();
    return POLICY_PAGES.map((p) => ({
      key: p.key,
      title: p.title,
      switchName: p.switchName,
      enabled: pages.get(p.key)?.enabled ?? false,
    }));
  }

  return {
    /** GET getSysSwitch/{key}: a stored config key, the policy page list, or one policy page's switch. */
    async getSysSwitch(key: string): Promise<{ key: string; value: unknown }> {
      if (key === 'policyPages') return { key, value: await listPolicyPages() };
      const policy = POLICY_PAGES.find((p) => p.switchName === key);
      if (policy) {
        const pages = await listPolicyPages();
        return { key, value: pages.find((p) => p.key === policy.key)?.enabled ?? false };
      }
      if (!(SYS_SWITCH_KEYS as readonly string[]).includes(key)) throw unknownKey();
      return { key, value: await readValue(key) };
    },

    async getPaySwitch(): Promise<PaySwitchAnswer> {
      return paySwitchAnswer.parse(await readValue('paySwitch'));
    },

    async getUniWebConfig(): Promise<UniWebConfig> {
      return uniWebConfig.parse(await readValue('uniWebConfig'));
    },

    /** A policy page whose switch is off does not exist for the shopper. */
    async getPolicyPage(key: string): Promise<PolicyPage> {
      const page = (await snapshot()).pages.get(key);
      if (!page?.enabled) throw refuse('PAGE_NOT_FOUND');
      const { enabled: _, ...shown } = page;
      return shown;
    },
  };
}
export type ConfigService = ReturnType<typeof configService>;
