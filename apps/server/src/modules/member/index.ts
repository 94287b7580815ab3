import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { PayableKind } from '../../platform/payables';
import { vipPayments, vipPurchasing } from './buy-vip';
import { creditGrowth, vipActive } from './growth';
import { memberReads } from './member-reads';
import { grantMonthlyCoupons } from './monthly-coupons';
import type { MemberPorts } from './ports';
import { adminMemberRoutes, memberRoutes } from './routes';

export type { GrowthChange } from './growth';
export type { MemberPorts } from './ports';

export type MemberService = {
  /** Growth from completed orders and top-ups, in the caller's transaction. */
  creditGrowth: typeof creditGrowth;
  /** Memberships as the payment module pays them. */
  purchases: PayableKind;
  /** Whether the shopper's paid membership runs at `now`. */
  isVip(userId: string, now: Date): Promise<boolean>;
};

/**
 * Member levels by growth and paid membership (issue 17; SPEC §3 'Member', §6): growth is a ledger fed by
 * completed spending and top-up bonuses; a membership is bought on pay-way, runs on from its current end, and
 * brings its plan's coupons and the monthly ones.
 */
export function createMemberModule(deps: Deps, ports: MemberPorts): ShopModule<MemberService> {
  return {
    service: { creditGrowth, purchases: vipPayments(deps, ports), isVip: vipActive(deps) },
    routes: async (api) => {
      const reads = memberReads(deps, ports);
      await api.register(memberRoutes, { reads, purchasing: vipPurchasing(deps, ports) });
      await api.register(adminMemberRoutes, { reads });
    },
    jobs: [grantMonthlyCoupons(deps, ports)],
  };
}
