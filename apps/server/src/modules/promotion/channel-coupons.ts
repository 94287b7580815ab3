import { type ChannelCouponAnswer, inScope } from '@tread/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { products } from '../catalog';
import type { MyCoupons } from './my-coupons';
import { couponFaceOf, couponState, scopeNames } from './rules';
import { coupons } from './tables';

/** Where an app-only channel coupon sends the shopper: the app-install link carrying the key and login source. */
const APP_LINK = 'https://tread.app.link/open';

/**
 * Channel coupons (SPEC §3 'Channel coupon info', §4 'Channel coupon flow'): a link's key names a coupon
 * whose guide popup and bottom banner the web shows while the shopper qualifies and has not used it.
 */
export function channelCoupons({ db, clock }: Deps, mine: MyCoupons) {
  async function byKey(key: string) {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.channelKey, key));
    if (!coupon) throw refuse('NO_RELATED_COUPONS');
    return coupon;
  }

  return {
    /** POST /area/getAdsCouponInfo: what the web needs to decide on the popup and the banner. */
    async info(key: string, userId: string | null): Promise<ChannelCouponAnswer> {
      const coupon = await byKey(key);
      const now = clock.now();
      const held = userId ? await mine.holding(userId, coupon.id) : { received: false, used: false };
      const running = couponState(coupon, now) === 'running';
      const left = coupon.totalQuantity === null || coupon.claimedCount < coupon.totalQuantity;
      return {
        activityId: coupon.id,
        couponId: coupon.id,
        name: coupon.name,
        coupon: couponFaceOf(coupon, await scopeNames(db, [coupon.scope])),
        meetAttendActivityCondition: running && (left || held.received),
        hasUsedCoupon: held.used,
        hasReceivedCoupon: held.received,
        appOnlyActivity: coupon.appOnly,
        bannerEnabled: coupon.bannerEnabled,
        appLink: coupon.appOnly
          ? `${APP_LINK}?channelCouponKey=${encodeURIComponent(key)}&loginSource=channel_coupon`
          : null,
      };
    },

    /** POST /area/getCouponProdUseInfo: whether a product is one the channel coupon covers. */
    async productCanUse(couponId: number, prodId: number) {
      const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId));
      if (!coupon) throw refuse('NO_RELATED_COUPONS');
      const [product] = await db
        .select({ prodId: products.id, brandId: products.brandId, categoryId: products.categoryId })
        .from(products)
        .where(eq(products.id, prodId));
      if (!product) throw refuse('PRODUCT_NOT_FOUND');
      return { prodCanUse: coupon.target !== 'installation' && inScope(coupon.scope, product) };
    },

    /** GET /marking/reach/getReachByActivityName/{name}: a campaign's popup and banner, by its coupon's name. */
    async reach(name: string) {
      const [coupon] = await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.name, name), isNull(coupons.endedAt)));
      const running = coupon ? couponState(coupon, clock.now()) === 'running' : false;
      return {
        activityName: name,
        popupEnabled: running,
        bannerEnabled: running && (coupon?.bannerEnabled ?? false),
        coupon: coupon && running ? couponFaceOf(coupon, await scopeNames(db, [coupon.scope])) : null,
      };
    },
  };
}
export type ChannelCoupons = ReturnType<typeof channelCoupons>;
