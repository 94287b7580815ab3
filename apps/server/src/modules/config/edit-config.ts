import {
  CONFIG_DEFAULTS,
  type ConfigValueAnswer,
  type EditableConfigKey,
  editableConfigValues,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { invalidInput, refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import { sysConfig } from './tables';

/**
 * Staff read and change a configuration value (home page, payment switches...). The answer waits until this
 * process has heard the change, so the next read anywhere here already shows it; other instances hear it within
 * milliseconds.
 */
export function configEditing({ db, changes, clock }: Deps) {
  return {
    /** The value as stored, not as cached: what staff edit is what the database holds. */
    async readValue(key: EditableConfigKey): Promise<ConfigValueAnswer> {
      const [row] = await db.select().from(sysConfig).where(eq(sysConfig.key, key));
      if (row) return { key, value: row.value };
      // Rules the shop runs on before staff ever saved them: their defaults are what is in force.
      if (key in CONFIG_DEFAULTS) return { key, value: CONFIG_DEFAULTS[key as keyof typeof CONFIG_DEFAULTS] };
      throw refuse('UNKNOWN_CONFIG_KEY');
    },

    async setValue(by: Principal, key: EditableConfigKey, given: unknown): Promise<ConfigValueAnswer> {
      const checked = editableConfigValues[key].safeParse(given);
      if (!checked.success) {
        const [issue] = checked.error.issues;
        throw invalidInput(issue?.message ?? 'Invalid value', ['value', ...(issue?.path ?? [])].join('.'));
      }
      const value = checked.data;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ value: sysConfig.value })
          .from(sysConfig)
          .where(eq(sysConfig.key, key))
          .for('update');
        await tx
          .insert(sysConfig)
          .values({ key, value, updatedAt: clock.now() })
          .onConflictDoUpdate({ target: sysConfig.key, set: { value, updatedAt: clock.now() } });
        await recordStaffWrite(tx, {
          actor: by,
          action: 'config.set',
          subject: `config:${key}`,
          before: before?.value ?? null,
          after: value,
          at: clock.now(),
        });
      });
      await changes.caughtUp();
      return { key, value };
    },
  };
}
export type ConfigEditing = ReturnType<typeof configEditing>;
