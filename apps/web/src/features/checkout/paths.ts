import { CheckoutGroup, type CheckoutSpecial, type LatLng } from '@tread/domain';

/** The checkout's pages (SPEC §2) and the links between them. */
export const CheckoutPath = {
  submitOrder: '/pages/submit-order/submit-order',
  storeList: '/pages/store-list/store-list',
  storeSearch: '/pages/store-search-page/store-search-page',
  storeDetail: '/pages/store-detail/store-detail',
  selectStore: '/packages/user/select-store',
  payWay: '/pages/pay-way/pay-way',
  /** The same checkout for a group buy, titled 'Confirm order' (SPEC §2 Activities). */
  groupConfirmOrder: '/packages/activities/group-confirm-order',
  /** Where the checkout's lines were ticked. */
  basket: '/pages/basket/basket',
} as const;

/** The group a station page chooses for (`?group=`); null when it is only browsed. */
export function readGroup(value: string | null): CheckoutGroup | null {
  return Object.values(CheckoutGroup).find((group) => group === value) ?? null;
}

const withQuery = (path: string, query: Record<string, string | number | null | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const storeListPath = (group: CheckoutGroup | null) => withQuery(CheckoutPath.storeList, { group });
export const storeSearchPath = (group: CheckoutGroup | null) =>
  withQuery(CheckoutPath.storeSearch, { group });
export const selectStorePath = (group: CheckoutGroup | null) =>
  withQuery(CheckoutPath.selectStore, { group });

/** Details of a shop; `from` is the point searched from, for its distance. */
export const storeDetailPath = (stationId: number, group: CheckoutGroup | null, from: LatLng | null) =>
  withQuery(CheckoutPath.storeDetail, { stationId, group, lat: from?.lat, lng: from?.lng });

/** pay-way?orderNumbers=a,b with the commas kept readable (SPEC §2). */
export const payWayPath = (orderNumbers: readonly string[]) =>
  `${CheckoutPath.payWay}?orderNumbers=${orderNumbers.map(encodeURIComponent).join(',')}`;

/** Where a checkout is placed: a group buy on group-confirm-order (naming its group), anything else on submit-order. */
export function checkoutPathFor(special: CheckoutSpecial | null): string {
  if (special?.kind !== 'group') return CheckoutPath.submitOrder;
  return withQuery(CheckoutPath.groupConfirmOrder, {
    groupActivityId: special.groupActivityId,
    groupId: special.groupId,
  });
}
