import {
  type EditableConfigKey,
  editableConfigValues,
  POLICY_PAGES,
  type PolicyPageSummary,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { invalidInput } from '../../platform/errors';
import { contentPages, sysConfig } from './tables';

/**
 * Staff change a configuration value or a policy page's switch. The answer waits until this process has heard
 * the change, so the next read anywhere here already shows it; other instances hear it within milliseconds.
 */
export function configEditing({ db, changes, clock }: Deps) {
  return {
    async setValue(key: EditableConfigKey, given: unknown): Promise<{ key: string; value: unknown }> {
      const checked = editableConfigValues[key].safeParse(given);
      if (!checked.success) {
        const [issue] = checked.error.issues;
        throw invalidInput(issue?.message ?? 'Invalid value', ['value', ...(issue?.path ?? [])].join('.'));
      }
      await db
        .insert(sysConfig)
        .values({ key, value: checked.data, updatedAt: clock.now() })
        .onConflictDoUpdate({ target: sysConfig.key, set: { value: checked.data, updatedAt: clock.now() } });
      await changes.caughtUp();
      return { key, value: checked.data };
    },

    async switchPolicyPage(key: string, enabled: boolean): Promise<PolicyPageSummary> {
      const page = POLICY_PAGES.find((p) => p.key === key);
      if (!page) throw invalidInput('Unknown policy page', 'key');
      await db.update(contentPages).set({ enabled, updatedAt: clock.now() }).where(eq(contentPages.key, key));
      await changes.caughtUp();
      return { key, title: page.title, switchName: page.switchName, enabled };
    },
  };
}
export type ConfigEditing = ReturnType<typeof configEditing>;
