import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Named configuration values of SPEC §3 'Config keys loaded' (homePage, paySwitch, uniWebConfig...). */
export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Policy pages of SPEC §2; `enabled` is the page's desktop switch. */
export const contentPages = pgTable('content_pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  sections: jsonb('sections').$type<{ heading: string; paragraphs: string[] }[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
