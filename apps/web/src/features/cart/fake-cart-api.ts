import {
  type BasketAnswer,
  BusinessLine,
  type CartLine,
  CartLineProblem,
  type GuestCartLine,
  Messages,
} from '@tread/domain';
import { shopper } from '../account/fake-account-api';
import { createFakeCatalogApi } from '../catalog/fake-catalog-api';

/** Test double of the cart calls: a signed-in cart and the guest preview, priced like the server does. */

export interface FakeSku {
  skuId: number;
  prodId: number;
  prodName: string;
  brandName: string;
  bizType: BusinessLine;
  displaySize: string | null;
  price: number;
  stock: number;
  limit: number;
}

export const premierSku: FakeSku = {
  skuId: 457,
  prodId: 7,
  prodName: 'Michelin Premier A/S',
  brandName: 'Michelin',
  bizType: BusinessLine.Tire,
  displaySize: '225/45R17 91H',
  price: 22_399,
  stock: 12,
  limit: 8,
};

export const oilSku: FakeSku = {
  skuId: 9000,
  prodId: 400,
  prodName: 'Castrol EDGE Full Synthetic 0W-20 Motor Oil, 5 qt',
  brandName: 'Castrol',
  bizType: BusinessLine.Goods,
  displaySize: null,
  price: 3199,
  stock: 40,
  limit: 20,
};

export const wiperSku: FakeSku = {
  skuId: 9100,
  prodId: 410,
  prodName: 'Bosch ICON Wiper Blade 22"',
  brandName: 'Bosch',
  bizType: BusinessLine.Goods,
  displaySize: null,
  price: 2899,
  stock: 0,
  limit: 20,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Every field any cart call sends; each call reads its own. */
interface CartBody {
  skuId: number;
  count: number;
  skuIds?: number[];
  selected: boolean;
  items: GuestCartLine[];
}

interface HeldLine {
  skuId: number;
  count: number;
  selected: boolean;
  seenPrice: number;
}

function countProblem(sku: FakeSku, count: number): [CartLineProblem, string] | null {
  if (sku.stock <= 0) return [CartLineProblem.SoldOut, Messages.ProductOutOfStock];
  if (count <= Math.min(sku.limit, sku.stock)) return null;
  return sku.stock < sku.limit
    ? [CartLineProblem.OverStock, Messages.NotEnoughItemsInStock]
    : [CartLineProblem.OverLimit, Messages.purchaseLimit(sku.limit)];
}

export function cartLine(sku: FakeSku, held: HeldLine): CartLine {
  const problem =
    countProblem(sku, held.count) ??
    (held.seenPrice === sku.price ? null : [CartLineProblem.PriceChanged, Messages.CartUpdated]);
  return {
    skuId: sku.skuId,
    prodId: sku.prodId,
    prodName: sku.prodName,
    brandName: sku.brandName,
    bizType: sku.bizType,
    image: '/static/products/tread-all-season.svg',
    partyCode: `P${sku.skuId}`,
    displaySize: sku.displaySize,
    tireTier: null,
    priceSettle: sku.price,
    addedPrice: held.seenPrice,
    count: held.count,
    selected: held.selected,
    totalStocks: sku.stock,
    purchaseLimit: sku.limit,
    soldOut: sku.stock <= 0,
    problem: problem?.[0] ?? null,
    problemMessage: problem?.[1] ?? null,
    lineTotal: sku.price * held.count,
    hasShopDelivery: true,
    hasUserPickUp: true,
    hasCityDelivery: true,
  };
}

function basketOf(lines: CartLine[], updated = false): BasketAnswer {
  const buyable = lines.filter(
    (line) => line.selected && (line.problem === null || line.problem === CartLineProblem.PriceChanged),
  );
  return {
    lines,
    totalCount: lines.reduce((sum, line) => sum + line.count, 0),
    selectedCount: buyable.reduce((sum, line) => sum + line.count, 0),
    selectedTotal: buyable.reduce((sum, line) => sum + line.lineTotal, 0),
    updated,
  };
}

/** A fetch answering the cart calls over the catalog's fake; `server` is the state, `calls` what was asked. */
export function createFakeCartApi(skus: FakeSku[] = [premierSku, oilSku, wiperSku]) {
  const catalog = createFakeCatalogApi();
  const server = {
    /** The signed-in cart, newest first. */
    lines: [] as HeldLine[],
    updated: false,
    /** Paths that answer 500 instead. */
    failing: new Set<string>(),
    calls: [] as { path: string; body: unknown; authorization?: string }[],
  };
  const skuOf = (skuId: number) => skus.find((sku) => sku.skuId === skuId);
  const basket = () =>
    basketOf(
      server.lines.flatMap((held) => {
        const sku = skuOf(held.skuId);
        return sku ? [cartLine(sku, held)] : [];
      }),
      server.updated,
    );
  const held = (skuId: number) => server.lines.find((line) => line.skuId === skuId);
  const refusal = (skuId: number, count: number) => {
    const sku = skuOf(skuId);
    if (!sku) return Messages.ProductUnavailable;
    return countProblem(sku, count)?.[1] ?? null;
  };
  const addCount = (skuId: number, count: number) => {
    const line = held(skuId);
    const price = skuOf(skuId)?.price ?? 0;
    if (line) line.count += count;
    else server.lines.unshift({ skuId, count, selected: true, seenPrice: price });
  };

  async function fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), 'http://tread.local');
    const path = url.pathname.replace(/^\/api/, '');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = (typeof init.body === 'string' ? JSON.parse(init.body) : {}) as CartBody;
    if (!path.includes('shopCart') && path !== '/p/user/userInfo') return catalog.fetch(input, init);
    server.calls.push({ path, body, authorization: headers.Authorization });
    if (server.failing.has(path)) return json(500, { code: 'INTERNAL', message: Messages.ServerError });

    if (path === '/shopCart/preview') {
      return json(
        200,
        basketOf(
          body.items.flatMap((item) => {
            const sku = skuOf(item.skuId);
            return sku ? [cartLine(sku, { ...item, selected: true, seenPrice: sku.price })] : [];
          }),
        ),
      );
    }
    if (!headers.Authorization) return json(401, { code: 'UNAUTHORIZED', message: 'Please go to sign in.' });
    if (path === '/p/user/userInfo') return json(200, shopper);
    if (path === '/p/shopCart/prodCount') return json(200, { count: basket().totalCount });
    if (path === '/p/shopCart/info') return json(200, basket());
    const { skuId, count, skuIds, selected, items } = body;
    if (path === '/p/shopCart/changeItem') {
      const message = refusal(skuId, (held(skuId)?.count ?? 0) + count);
      if (message) return json(400, { code: 'PURCHASE_LIMIT', message });
      addCount(skuId, count);
      return json(200, { count: basket().totalCount });
    }
    if (path === '/p/shopCart/updateItem') {
      const message = refusal(skuId, count);
      const line = held(skuId);
      if (message || !line) return json(400, { code: 'PURCHASE_LIMIT', message });
      line.count = count;
      return json(200, basket());
    }
    if (path === '/p/shopCart/batchChangeItem') {
      for (const item of items) addCount(item.skuId, item.count);
      return json(200, basket());
    }
    if (path === '/p/shopCart/deleteItem') {
      server.lines = server.lines.filter((line) => !skuIds?.includes(line.skuId));
      return json(200, basket());
    }
    if (path === '/p/shopCart/selectItem') {
      for (const line of server.lines) if (!skuIds || skuIds.includes(line.skuId)) line.selected = selected;
      return json(200, basket());
    }
    return json(404, { code: 'NOT_FOUND', message: Messages.PageDoesNotExist });
  }

  return { server, fetch };
}
