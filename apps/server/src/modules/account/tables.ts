import { type Gender, USER_ROLES, type UserRole, type VerificationPurpose } from '@tread/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from a URL are checked before they reach a uuid column, so a bad one is 'not found', not an error. */
export const isUuid = (text: string): boolean => UUID.test(text);

/** Shoppers and staff: one sign-in (e-mail + argon2id password hash), a role, and the profile of SPEC §3. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('customer'),
    disabled: boolean('disabled').notNull().default(false),
    nickName: text('nick_name').notNull(),
    gender: text('gender').$type<Gender>(),
    avatarUrl: text('avatar_url'),
    /** 10 US digits. */
    mobile: text('mobile'),
    /** The marketing (subscribe) e-mail. */
    mktEmail: text('mkt_email'),
    ...timestamps,
  },
  (t) => [
    check(
      'users_role_known',
      sql`${t.role} in ${sql.raw(`(${USER_ROLES.map((r) => `'${r}'`).join(', ')})`)}`,
    ),
    // The console's customer search matches from the start of an e-mail, a name or a phone: prefix indexes.
    index('users_email_prefix_idx').using('btree', t.email.op('text_pattern_ops')),
    index('users_nick_name_prefix_idx').using('btree', sql`lower(${t.nickName}) text_pattern_ops`),
    index('users_mobile_prefix_idx').using('btree', t.mobile.op('text_pattern_ops')),
    // Ascending, read backward for newest first: a DESC index sorts NULLS LAST, which ORDER BY … DESC cannot use.
    index('users_customers_newest_idx').on(t.createdAt, t.id).where(sql`${t.role} = 'customer'`),
    index('users_staff_newest_idx').on(t.createdAt, t.id).where(sql`${t.role} <> 'customer'`),
  ],
);

/** One signed-in device: the current access and refresh tokens, stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessHash: text('access_hash').notNull().unique(),
    refreshHash: text('refresh_hash').notNull().unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens already rotated away: presenting one again means it leaked, so its session is revoked. */
export const retiredRefreshTokens = pgTable('retired_refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull(),
});

/** The one live mailed code per e-mail and purpose; a new request replaces it. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    email: text('email').notNull(),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.email, t.purpose] })],
);
