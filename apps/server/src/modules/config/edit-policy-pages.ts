import {
  POLICY_PAGES,
  type PolicyPageStaffList,
  type PolicyPageStaffView,
  type PolicyPageSummary,
  type policyTextRequest,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import { contentPages } from './tables';

type PageRow = typeof contentPages.$inferSelect;

const definitionOf = (key: string) => {
  const page = POLICY_PAGES.find((p) => p.key === key);
  if (!page) throw refuse('PAGE_NOT_FOUND');
  return page;
};

async function lockedPage(tx: Transaction, key: string): Promise<PageRow> {
  const [row] = await tx.select().from(contentPages).where(eq(contentPages.key, key)).for('update');
  if (!row) throw refuse('PAGE_NOT_FOUND');
  return row;
}

type PageChange = Partial<Pick<PageRow, 'title' | 'summary' | 'sections' | 'enabled'>>;

/** Only the fields a change touched, so the trail shows what moved. */
const fieldsOf = (row: PageRow, change: PageChange) =>
  Object.fromEntries(Object.keys(change).map((field) => [field, row[field as keyof PageChange]]));

/**
 * Operations read and edit the ten policy pages and switch each on or off (SPEC §2). Shoppers read pages through
 * the config cache, which the database triggers empty on commit; the answer waits until this process heard it.
 */
export function policyPageEditing({ db, changes, clock }: Deps) {
  async function write(by: Principal, key: string, action: string, change: PageChange): Promise<PageRow> {
    const row = await db.transaction(async (tx) => {
      const before = await lockedPage(tx, key);
      const [after] = await tx
        .update(contentPages)
        .set({ ...change, updatedAt: clock.now() })
        .where(eq(contentPages.key, key))
        .returning();
      if (!after) throw refuse('PAGE_NOT_FOUND');
      await recordStaffWrite(tx, {
        actor: by,
        action,
        subject: `policy:${key}`,
        before: fieldsOf(before, change),
        after: fieldsOf(after, change),
        at: clock.now(),
      });
      return after;
    });
    await changes.caughtUp();
    return row;
  }

  const staffView = (row: PageRow): PolicyPageStaffView => ({
    key: row.key,
    title: row.title,
    summary: row.summary,
    sections: row.sections,
    switchName: definitionOf(row.key).switchName,
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    /** The ten pages in menu order, switched-off ones too. */
    async list(): Promise<PolicyPageStaffList> {
      const rows = await db.select().from(contentPages);
      const records = POLICY_PAGES.flatMap((page) => {
        const row = rows.find((r) => r.key === page.key);
        if (!row) return [];
        const { key, switchName } = page;
        return [
          { key, title: row.title, switchName, enabled: row.enabled, updatedAt: row.updatedAt.toISOString() },
        ];
      });
      return { records };
    },

    async read(key: string): Promise<PolicyPageStaffView> {
      definitionOf(key);
      const [row] = await db.select().from(contentPages).where(eq(contentPages.key, key));
      if (!row) throw refuse('PAGE_NOT_FOUND');
      return staffView(row);
    },

    async editText(
      by: Principal,
      key: string,
      text: z.output<typeof policyTextRequest>,
    ): Promise<PolicyPageStaffView> {
      definitionOf(key);
      return staffView(await write(by, key, 'content.edit', text));
    },

    async switchPage(by: Principal, key: string, enabled: boolean): Promise<PolicyPageSummary> {
      const { switchName } = definitionOf(key);
      const row = await write(by, key, 'content.switch', { enabled });
      return { key, title: row.title, switchName, enabled: row.enabled };
    },
  };
}
export type PolicyPageEditing = ReturnType<typeof policyPageEditing>;
