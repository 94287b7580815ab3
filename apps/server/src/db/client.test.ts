import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed';
import { sysConfig } from '../modules/config/tables';
import { openDatabase } from './client';

describe('the embedded database', () => {
  it('keeps its data across a restart, and migrating and seeding again change nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tread-db-'));
    try {
      const first = await openDatabase({ dataDir, log: pino({ level: 'silent' }) });
      await first.migrate();
      await seedDatabase(first.db);
      await first.db.update(sysConfig).set({ value: true }).where(eq(sysConfig.key, 'mobileLogin'));
      await first.close();

      const second = await openDatabase({ dataDir, log: pino({ level: 'silent' }) });
      await second.migrate();
      await seedDatabase(second.db);
      const [row] = await second.db.select().from(sysConfig).where(eq(sysConfig.key, 'mobileLogin'));
      expect(row?.value).toBe(true);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
