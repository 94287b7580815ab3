import {
  homePageConfig,
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
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refuse } from '../../platform/errors';
import { contentPages, sysConfig } from './tables';

export type PolicyPageSeed = Omit<PolicyPage, 'updatedAt'> & { enabled: boolean };
export type ConfigSeed = {
  homePage: unknown;
  uniWebConfig: UniWebConfig;
  paySwitch: PaySwitchAnswer;
  /** Other keys of SPEC §3 'Config keys loaded', stored as given. */
  switches: Record<string, unknown>;
  policyPages: PolicyPageSeed[];
};

const unknownKey = () => refuse('UNKNOWN_CONFIG_KEY');

export function configService(db: Database) {
  async function readValue(key: string): Promise<unknown> {
    const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, key));
    if (!row) throw unknownKey();
    return row.value;
  }

  async function listPolicyPages(): Promise<PolicyPageSummary[]> {
    const rows = await db.select({ key: contentPages.key, enabled: contentPages.enabled }).from(contentPages);
    const enabledByKey = new Map(rows.map((r) => [r.key, r.enabled]));
    return POLICY_PAGES.map((p) => ({
      key: p.key,
      title: p.title,
      switchName: p.switchName,
      enabled: enabledByKey.get(p.key) ?? false,
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
      const [row] = await db.select().from(contentPages).where(eq(contentPages.key, key));
      if (!row?.enabled) throw refuse('PAGE_NOT_FOUND');
      return policyPage.parse({ ...row, updatedAt: row.updatedAt.toISOString() });
    },

    /** First start: writes the defaults; keys already present (edited by staff) are kept. */
    async seedDefaults(seed: ConfigSeed): Promise<void> {
      const values: Record<string, unknown> = {
        ...seed.switches,
        homePage: homePageConfig.parse(seed.homePage),
        uniWebConfig: uniWebConfig.parse(seed.uniWebConfig),
        paySwitch: paySwitchAnswer.parse(seed.paySwitch),
      };
      await db
        .insert(sysConfig)
        .values(Object.entries(values).map(([key, value]) => ({ key, value })))
        .onConflictDoNothing();
      await db.insert(contentPages).values(seed.policyPages).onConflictDoNothing();
    },
  };
}
export type ConfigService = ReturnType<typeof configService>;
