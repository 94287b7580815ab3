import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Journal = { entries: { idx: number; when: number; tag: string }[] };

const journal: Journal = JSON.parse(
  readFileSync(join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
);

describe('the migrations journal', () => {
  // Drizzle applies a migration only when its time is later than the last one a database applied.
  it('times every migration after the one before, so a database migrated earlier applies all the later ones', () => {
    const late = journal.entries.filter(
      (entry, i) => i > 0 && entry.when <= (journal.entries[i - 1]?.when ?? 0),
    );
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });
});
