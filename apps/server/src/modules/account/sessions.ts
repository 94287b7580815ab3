import type { LoginResult } from '@tread/domain';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { retiredRefreshTokens, sessions, users } from './tables';
import { newToken, sha256 } from './tokens';

export type Tokens = Omit<LoginResult, 'haveRegister'>;

const DAY_MS = 86_400_000;
const sessionExpired = () => refuse('SESSION_EXPIRED');

/** Revocable sessions with opaque rotating tokens (issue 3 'Login result', SPEC §4 'Session'). */
export function sessionService({ db, clock, config }: Deps) {
  function freshPair() {
    const now = clock.now();
    const accessToken = newToken();
    const refreshToken = newToken();
    return {
      tokens: { accessToken, refreshToken, expiresIn: config.accessTokenTtlSeconds },
      columns: {
        accessHash: sha256(accessToken),
        refreshHash: sha256(refreshToken),
        accessExpiresAt: new Date(now.getTime() + config.accessTokenTtlSeconds * 1000),
        refreshExpiresAt: new Date(now.getTime() + config.refreshTokenTtlDays * DAY_MS),
        updatedAt: now,
      },
    };
  }

  const activeUsers = () => db.select({ id: users.id }).from(users).where(eq(users.disabled, false));

  // Every signed-in request asks this: built once, and prepared once per connection by PostgreSQL.
  const principalOfToken = db
    .select({ sessionId: sessions.id, userId: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessHash, sql.placeholder('accessHash')),
        isNull(sessions.revokedAt),
        gt(sessions.accessExpiresAt, sql.placeholder('now')),
        eq(users.disabled, false),
      ),
    )
    .prepare('principal_of_access_token');

  async function revoke(sessionId: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  return {
    async open(userId: string): Promise<Tokens> {
      const pair = freshPair();
      await db.insert(sessions).values({ userId, ...pair.columns, createdAt: clock.now() });
      return pair.tokens;
    },

    /** The principal of a live access token: not expired, session not revoked, user not disabled. */
    async authenticate(accessToken: string): Promise<Principal | null> {
      const [row] = await principalOfToken.execute({ accessHash: sha256(accessToken), now: clock.now() });
      return row ?? null;
    },

    /**
     * Swaps a refresh token for a new pair. The conditional UPDATE lets exactly one of many
     * simultaneous calls with the same token win; a token already rotated away revokes its session.
     */
    async refresh(refreshToken: string): Promise<Tokens> {
      const presented = sha256(refreshToken);
      const pair = freshPair();
      const now = clock.now();
      const rotated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(sessions)
          .set(pair.columns)
          .where(
            and(
              eq(sessions.refreshHash, presented),
              isNull(sessions.revokedAt),
              gt(sessions.refreshExpiresAt, now),
              inArray(sessions.userId, activeUsers()),
            ),
          )
          .returning({ id: sessions.id });
        if (row)
          await tx
            .insert(retiredRefreshTokens)
            .values({ tokenHash: presented, sessionId: row.id, retiredAt: now });
        return row;
      });
      if (rotated) return pair.tokens;

      const [reused] = await db
        .select({ sessionId: retiredRefreshTokens.sessionId })
        .from(retiredRefreshTokens)
        .where(eq(retiredRefreshTokens.tokenHash, presented));
      if (reused) await revoke(reused.sessionId);
      throw sessionExpired();
    },

    revoke,

    /** Ends every session of a user, or every one but `keep` (the device changing the password). */
    async revokeAll(
      userId: string,
      options: { keep?: string; tx?: Transaction | Database } = {},
    ): Promise<void> {
      await (options.tx ?? db)
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            options.keep ? ne(sessions.id, options.keep) : undefined,
          ),
        );
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
