import {
  type ActivityRule,
  ActivityType,
  activitiesFor,
  activityDiscount,
  BusinessLine,
  CouponTarget,
  couponOff,
  couponTitle,
  inScope,
  type ProductCard,
  type ProductDetail,
} from '@tread/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ChangeTag } from '../../db/change-feed';
import type { Deps } from '../../platform/deps';
import { announceWhenChanged, type Job } from '../../platform/jobs';
import { readCache } from '../../platform/read-cache';
import { type PromotionFilters, products } from '../catalog';
import type { CheckoutPromotions } from './checkout-promotions';
import type { CouponRow } from './rules';
import { coupons } from './tables';

/** Tires are bought in sets: a coupon's price on a tire card is what each of four costs with it. */
const SET_OF = { [BusinessLine.Tire]: 4, [BusinessLine.Goods]: 1 };

type Activity = ProductCard['activityList'][number];
type ProductRef = { prodId: number; brandId: number; categoryId: number };

/**
 * What cards and product pages show of promotions (SPEC §3 'Product card'): the activities covering the
 * product, the price after a discount activity, the best coupon on offer for it and the price with that
 * coupon. Read inside the catalog's cached answers, which drop on any promotion change.
 */
export function cardPromotions({ db, clock, changes }: Deps, checkout: CheckoutPromotions) {
  const offered = readCache<CouponRow[]>(changes, 1);
  const centerCoupons = () =>
    offered.get('center', async () => ({
      value: await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.inCenter, true), isNull(coupons.endedAt), isNull(coupons.pausedAt))),
      tags: [ChangeTag.catalog],
    }));

  type Facts = Awaited<ReturnType<typeof facts>>;
  async function facts(prodIds: readonly number[]) {
    const now = clock.now();
    const [activities, offers] = await Promise.all([checkout.activitiesAt(now), centerCoupons()]);
    const running = offers.filter(
      (c) => c.validFrom <= now && now < c.validTo && c.target !== 'installation',
    );
    // Cards carry no category: read only when a running promotion covers categories.
    const byCategory = [...activities, ...running].some(
      (promotion) => promotion.scope.categoryIds.length > 0,
    );
    const rows =
      byCategory && prodIds.length > 0
        ? await db
            .select({ id: products.id, categoryId: products.categoryId })
            .from(products)
            .where(inArray(products.id, [...new Set(prodIds)]))
        : [];
    return { activities, running, categoryOf: new Map(rows.map((row) => [row.id, row.categoryId])) };
  }

  function activitiesOf(known: Facts, product: ProductRef): Activity[] {
    return known.activities
      .filter((rule) => inScope(rule.scope, product))
      .map((rule) => ({
        activityId: rule.id,
        activityType: rule.type,
        activityName: rule.name,
        membersOnly: rule.membersOnly,
      }));
  }

  /** Cents the best discount activity among `rules` takes off one unit of the product. */
  const bestDiscount = (rules: readonly ActivityRule[], product: ProductRef, price: number): number =>
    rules
      .filter((rule) => rule.type === ActivityType.Discount && inScope(rule.scope, product))
      .reduce((most, rule) => Math.max(most, activityDiscount(rule, { price, count: 1 })), 0);

  /**
   * A price as promotions show it: after the best discount activity everyone gets, with the best coupon on
   * offer, and what a Tread Plus member pays when a members-only discount does better.
   */
  function promotedPrice(
    known: Facts,
    product: ProductRef,
    price: number,
    bizType: BusinessLine,
  ): Pick<ProductCard, 'priceSettle' | 'couponTag' | 'extraCouponPrice' | 'memberPrice'> {
    const priceSettle = price - bestDiscount(activitiesFor(known.activities, false), product, price);
    const forMembers = price - bestDiscount(known.activities, product, price);
    const set = SET_OF[bizType];
    let best: { coupon: CouponRow; off: number } | null = null;
    for (const coupon of known.running) {
      if (coupon.target === CouponTarget.Items && !inScope(coupon.scope, product)) continue;
      const base = priceSettle * set;
      const off = base >= coupon.minSpendCents ? couponOff(couponRule(coupon), base) : 0;
      if (off > (best?.off ?? 0)) best = { coupon, off };
    }
    return {
      priceSettle,
      couponTag: best ? couponTitle(couponRule(best.coupon)) : null,
      // Rounded up to the cent, so four at this price never come to less than the coupon leaves.
      extraCouponPrice: best ? Math.ceil((priceSettle * set - best.off) / set) : null,
      memberPrice: forMembers < priceSettle ? forMembers : null,
    };
  }

  return {
    async tagCards(cards: ProductCard[]): Promise<ProductCard[]> {
      if (cards.length === 0) return cards;
      const known = await facts(cards.map((card) => card.prodId));
      return cards.map((card) => {
        const product = {
          prodId: card.prodId,
          brandId: card.brand.brandId,
          categoryId: known.categoryOf.get(card.prodId) ?? 0,
        };
        return {
          ...card,
          ...promotedPrice(known, product, card.price, card.bizType),
          activityList: activitiesOf(known, product),
        };
      });
    },

    /** A product page: its activities, and each size's price as its card shows it. */
    async tagProduct(detail: ProductDetail): Promise<ProductDetail> {
      const known = await facts([]);
      const product = { prodId: detail.prodId, brandId: detail.brand.brandId, categoryId: detail.categoryId };
      const priced = (price: number) => promotedPrice(known, product, price, detail.bizType);
      // The coupon's tag is a card's; a page names its activities and shows the price with the coupon.
      return {
        ...detail,
        activityList: activitiesOf(known, product),
        sku: { ...detail.sku, ...priced(detail.sku.price) },
        skuList: detail.skuList.map((one) => ({ ...one, ...priced(one.price) })),
      };
    },

    /** Rebates, cash backs and coupons running now, for the tire list's promotion groups (SPEC §3 'Filter group'). */
    async filterPromotions(): Promise<PromotionFilters> {
      const known = await facts([]);
      const paybacks = known.activities.filter((rule) => rule.type === ActivityType.Rebate);
      const filterOf = ({ id, name, scope }: ActivityRule) => ({ id, name, scope });
      return {
        rebate: paybacks.filter((rule) => !rule.cashback).map(filterOf),
        cashBack: paybacks.filter((rule) => rule.cashback).map(filterOf),
        extraCoupon: known.running.map((coupon) => ({
          id: coupon.id,
          // The offer first: the group lists gifts, and a coupon's name may start like a brand's.
          name: `${couponTitle(couponRule(coupon))} · ${coupon.name}`,
          scope: coupon.scope,
        })),
      };
    },

    /**
     * Cards are cached until a promotion row changes, but an activity or coupon also starts and ends by the
     * clock: when what runs differs from the last sweep's, every instance is told to drop catalog answers.
     */
    clockJob: (): Job =>
      announceWhenChanged(db, 'announce promotions starting or ending', ChangeTag.catalog, async () => {
        const known = await facts([]);
        return [
          ...known.activities.map((rule) => `a${rule.id}`),
          ...known.running.map((coupon) => `c${coupon.id}`),
        ].join(',');
      }),
  };
}
export type CardPromotions = ReturnType<typeof cardPromotions>;

const couponRule = (coupon: CouponRow) => ({
  amount: coupon.amountCents,
  percent: coupon.percent,
  maxOff: coupon.maxOffCents,
});
