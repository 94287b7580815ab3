import {
  type AdminCustomerMember,
  GROWTH_SOURCE_LABELS,
  type GrowthRecordsAnswer,
  levelFor,
  type MemberCenter,
  type VipOffer,
} from '@tread/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import type { MemberPorts } from './ports';
import { growthEntries, memberAccounts, vipPurchases } from './tables';

const LATEST_GROWTH = 20;

/** The member center's reads: the level the growth reaches, what the next needs, and the paid membership. */
export function memberReads({ db, clock }: Deps, ports: MemberPorts) {
  async function accountOf(reader: Database, userId: string) {
    const [row] = await reader.select().from(memberAccounts).where(eq(memberAccounts.userId, userId));
    return { growth: row?.growth ?? 0, vipExpiresAt: row?.vipExpiresAt ?? null };
  }

  const vipOf = (vipExpiresAt: Date | null) => ({
    active: vipExpiresAt !== null && vipExpiresAt.getTime() > clock.now().getTime(),
    expiresAt: vipExpiresAt?.toISOString() ?? null,
  });

  return {
    async center(userId: string): Promise<MemberCenter> {
      const [config, account] = await Promise.all([ports.rules('membership'), accountOf(db, userId)]);
      const level = levelFor(config.levels, account.growth) ?? config.levels[0];
      if (!level) throw new Error('membership has no levels');
      const next = config.levels.find((l) => l.growth > account.growth) ?? null;
      return {
        growth: account.growth,
        level,
        next: next && { name: next.name, growth: next.growth, needed: next.growth - account.growth },
        levels: config.levels,
        growthPerDollar: config.growthPerDollar,
        vip: vipOf(account.vipExpiresAt),
      };
    },

    async growthRecords(userId: string): Promise<GrowthRecordsAnswer> {
      const rows = await db
        .select()
        .from(growthEntries)
        .where(eq(growthEntries.userId, userId))
        .orderBy(desc(growthEntries.createdAt), desc(growthEntries.id))
        .limit(LATEST_GROWTH);
      return {
        records: rows.map((row) => ({
          id: row.id,
          source: row.source,
          sourceLabel: GROWTH_SOURCE_LABELS[row.source],
          change: row.change,
          reference: row.reference,
          time: row.createdAt.toISOString(),
        })),
      };
    },

    /** Staff read a customer's level, growth history and paid memberships. */
    async forStaff(userId: string): Promise<AdminCustomerMember> {
      const [center, growth, purchases] = await Promise.all([
        this.center(userId),
        this.growthRecords(userId),
        db
          .select()
          .from(vipPurchases)
          .where(eq(vipPurchases.userId, userId))
          .orderBy(desc(vipPurchases.createdAt), desc(vipPurchases.id))
          .limit(LATEST_GROWTH),
      ]);
      return {
        center,
        growth: growth.records,
        purchases: purchases.map((row) => ({
          number: row.number,
          planName: row.planName,
          amountCents: row.amountCents,
          status: row.status,
          paidAt: row.paidAt?.toISOString() ?? null,
          expiresAt: row.expiresAt?.toISOString() ?? null,
        })),
      };
    },

    async offer(userId: string): Promise<VipOffer> {
      const [config, account] = await Promise.all([ports.rules('membership'), accountOf(db, userId)]);
      const names = await ports.couponNames(config.plans.flatMap((plan) => plan.couponIds));
      return {
        plans: config.plans.map(({ couponIds, ...plan }) => ({
          ...plan,
          coupons: names.filter((coupon) => couponIds.includes(coupon.id)).map((coupon) => coupon.name),
        })),
        privileges: config.privileges,
        vip: vipOf(account.vipExpiresAt),
      };
    },
  };
}
export type MemberReads = ReturnType<typeof memberReads>;
