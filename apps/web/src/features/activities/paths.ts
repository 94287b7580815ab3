/** The activity pages of SPEC §2: special discounts and discount details (activities package), rebates (main pages). */
export const ActivityPath = {
  specialDiscount: '/packages/activities/special-discount',
  discountDetail: '/packages/activities/discount-detail',
  rebates: '/pages/rebates/rebates',
} as const;

/** discount-detail of one activity: its header and the products it covers. */
export const discountDetailPath = (activityId: number): string =>
  `${ActivityPath.discountDetail}?activityId=${activityId}`;
