import {
  homePageConfig,
  type PaySwitchAnswer,
  type PolicyPage,
  paySwitchAnswer,
  type UniWebConfig,
  uniWebConfig,
} from '@tread/domain';
import type { Database } from '../../db/client';
import { contentPages, sysConfig } from './tables';

type PolicyPageSeed = Omit<PolicyPage, 'updatedAt'> & { enabled: boolean };
type ConfigSeed = {
  homePage: unknown;
  uniWebConfig: UniWebConfig;
  paySwitch: PaySwitchAnswer;
  /** Other keys of SPEC §3 'Config keys loaded', stored as given. */
  switches: Record<string, unknown>;
  policyPages: PolicyPageSeed[];
};

/** First start: writes the defaults; keys already present (edited by staff) are kept. */
export async function seedConfigDefaults(db: Database, seed: ConfigSeed): Promise<void> {
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
}
