import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import { adminPromotions } from './admin-promotions';
import { adminPromotionRoutes } from './admin-routes';
import { couponsEffect } from './checkout-promotions';
import { type CouponGrants, couponGrants } from './grant-coupon';
import { promotionRoutes } from './routes';
import { type PromotionPorts, type PromotionService, promotionService } from './service';

export { SURVEY_COUPON_KEY } from './answer-survey';
export type { CardPromotions } from './card-tags';
export type { CouponGrants } from './grant-coupon';
export { activities, coupons, userCoupons } from './tables';
export type { PromotionService };

/**
 * Coupons and activity pricing (issue 14): the coupon center and my coupons, channel coupons, activities on
 * cards and at checkout, rebates paid after the return window, and the console's editors. Checkout reads
 * `service.checkout`; placing an order runs `couponsEffect` after stock.
 */
export function createPromotionModule(
  deps: Deps,
  ports: PromotionPorts,
): ShopModule<PromotionService> & { couponsEffect: ReturnType<typeof couponsEffect>; grants: CouponGrants } {
  const service = promotionService(deps, ports);
  return {
    service,
    couponsEffect: couponsEffect(deps),
    grants: couponGrants(deps),
    routes: async (api) => {
      await api.register(promotionRoutes, { promotions: service });
      await api.register(adminPromotionRoutes, { admin: adminPromotions(deps) });
    },
    jobs: [service.payRebates, service.cards.clockJob()],
  };
}
