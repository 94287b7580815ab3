import {
  addCartItemRequest,
  basketAnswer,
  batchChangeItemRequest,
  type CartLine,
  cartCountAnswer,
  countProblem,
  deleteCartItemsRequest,
  lineProblem,
  previewCartRequest,
  refusal,
  selectCartItemsRequest,
  setCartItemCountRequest,
  summarizeBasket,
  totalCount,
} from '@tread/domain';
import { answer, backend, type HeldLine, refuse, route, signedInRoute, skuOf } from '../backend';
import type { CatalogSku } from '../data/catalog';

/** The cart calls, priced and checked with the domain's cart rules like the server's. */

/** A held line as the server answers it, its problem named by the domain's rules. */
export function cartLineOf(sku: CatalogSku, held: HeldLine): CartLine {
  const problem = lineProblem(sku, held);
  return {
    skuId: sku.skuId,
    prodId: sku.prodId,
    prodName: sku.prodName,
    brandName: sku.brandName,
    // The stand-in catalog runs no promotions, so what they would cover is never asked.
    brandId: 0,
    categoryId: 0,
    bizType: sku.bizType,
    image: '/api/catalog/art/tire/7/tread.svg?v=1',
    partyCode: `P${sku.skuId}`,
    displaySize: sku.displaySize,
    tireTier: sku.tier,
    priceSettle: sku.price,
    addedPrice: held.seenPrice,
    count: held.count,
    selected: held.selected,
    totalStocks: sku.stock,
    purchaseLimit: sku.purchaseLimit,
    soldOut: sku.stock <= 0,
    problem: problem?.problem ?? null,
    problemMessage: problem?.refusal.message ?? null,
    lineTotal: sku.price * held.count,
    hasShopDelivery: sku.hasShopDelivery,
    hasUserPickUp: sku.hasUserPickUp,
    hasCityDelivery: sku.hasCityDelivery,
  };
}

function basketOf(held: readonly HeldLine[], updated: boolean) {
  const lines = held.flatMap((line) => {
    const sku = skuOf(line.skuId);
    return sku ? [cartLineOf(sku, line)] : [];
  });
  const summary = summarizeBasket(lines);
  return answer(basketAnswer, {
    lines,
    totalCount: totalCount(lines),
    selectedCount: summary.selectedCount,
    selectedTotal: summary.selectedTotal,
    updated,
  });
}

const serverBasket = () => basketOf(backend.lines, backend.updated);
const held = (skuId: number) => backend.lines.find((line) => line.skuId === skuId);

/** Why `count` of a SKU cannot be held, as the server refuses it; null when it can. */
function countRefusal(skuId: number, count: number) {
  const sku = skuOf(skuId);
  if (!sku) return refusal('PRODUCT_UNAVAILABLE');
  return countProblem(sku, count)?.refusal ?? null;
}

function addCount(skuId: number, count: number): void {
  const line = held(skuId);
  if (line) line.count += count;
  else backend.lines.unshift({ skuId, count, selected: true, seenPrice: skuOf(skuId)?.price ?? 0 });
}

export const cartHandlers = [
  route('post', '/shopCart/preview', ({ body }) => {
    const { items } = previewCartRequest.parse(body);
    return basketOf(
      items.map((item) => ({ ...item, selected: true, seenPrice: skuOf(item.skuId)?.price ?? 0 })),
      false,
    );
  }),
  signedInRoute('get', '/p/shopCart/prodCount', () =>
    answer(cartCountAnswer, { count: totalCount(backend.lines) }),
  ),
  signedInRoute('get', '/p/shopCart/info', serverBasket),
  signedInRoute('post', '/p/shopCart/changeItem', ({ body }) => {
    const { skuId, count } = addCartItemRequest.parse(body);
    const refused = countRefusal(skuId, (held(skuId)?.count ?? 0) + count);
    if (refused) return refuse(refused);
    addCount(skuId, count);
    return answer(cartCountAnswer, { count: totalCount(backend.lines) });
  }),
  signedInRoute('post', '/p/shopCart/updateItem', ({ body }) => {
    const { skuId, count } = setCartItemCountRequest.parse(body);
    const line = held(skuId);
    const refused = line ? countRefusal(skuId, count) : refusal('PRODUCT_UNAVAILABLE');
    if (refused || !line) return refuse(refused ?? refusal('PRODUCT_UNAVAILABLE'));
    line.count = count;
    return serverBasket();
  }),
  signedInRoute('post', '/p/shopCart/batchChangeItem', ({ body }) => {
    for (const item of batchChangeItemRequest.parse(body).items) addCount(item.skuId, item.count);
    return serverBasket();
  }),
  signedInRoute('post', '/p/shopCart/deleteItem', ({ body }) => {
    const { skuIds } = deleteCartItemsRequest.parse(body);
    backend.lines = backend.lines.filter((line) => !skuIds.includes(line.skuId));
    return serverBasket();
  }),
  signedInRoute('post', '/p/shopCart/selectItem', ({ body }) => {
    const { skuIds, selected } = selectCartItemsRequest.parse(body);
    for (const line of backend.lines) if (!skuIds || skuIds.includes(line.skuId)) line.selected = selected;
    return serverBasket();
  }),
];
