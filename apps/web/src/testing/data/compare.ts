import type { ProductDetail, TireSpecifications } from '@tread/domain';
import { cards } from './catalog';
import { type HeldReview, sampleReview } from './reviews';

/** The search cards' three tires as product pages, to compare: the Premier A/S, a DWS06 and a winter tire. */

type Changes = Pick<ProductDetail, 'prodId' | 'prodName' | 'brand'> & {
  sku: Partial<ProductDetail['sku']>;
  specs: Partial<TireSpecifications>;
};

function variant(premier: ProductDetail, changes: Changes): ProductDetail {
  const sku = { ...premier.sku, ...changes.sku };
  return {
    ...premier,
    prodId: changes.prodId,
    prodName: changes.prodName,
    brand: changes.brand,
    brandDto: changes.brand,
    skuList: [sku],
    sku,
    tireSpecs: premier.tireSpecs && { ...premier.tireSpecs, ...changes.specs },
  };
}

const [premier, dws, snow] = cards;

/** The three tires' pages over the premier page the test server makes now, by product id. */
export function comparedDetails(premierPage: ProductDetail): Map<number, ProductDetail> {
  if (!premier || !dws || !snow) throw new Error('the fake catalog has three cards');
  return new Map([
    [premier.prodId, premierPage],
    [
      dws.prodId,
      variant(premierPage, {
        prodId: dws.prodId,
        prodName: dws.prodName,
        brand: dws.brand,
        sku: { skuId: dws.skuId, price: 18_999, priceSettle: 18_999, oriPriceSettle: 18_999 },
        specs: {
          utqg: { treadwear: 560, traction: 'AA', temperature: 'A' },
          warranty: { years: 6, miles: 70_000, milesText: '70K' },
          loadIndex: { index: 94, kg: 670, lb: 1477 },
          speedRating: { symbol: 'W', mph: 168, kmh: 270, orAbove: false, description: '168 mph (270 km/h)' },
        },
      }),
    ],
    [
      snow.prodId,
      variant(premierPage, {
        prodId: snow.prodId,
        prodName: snow.prodName,
        brand: snow.brand,
        // The MAP rule hides its price, as on its card.
        sku: { skuId: snow.skuId, showPrice: false, showMapPrice: true },
        specs: {
          season: 'winter',
          seasonLabel: 'Winter',
          utqg: { treadwear: null, traction: null, temperature: null },
          warranty: { years: 4, miles: null, milesText: null },
          runFlat: true,
        },
      }),
    ],
  ]);
}

/** A review each of the Premier A/S and the DWS06, with category ratings. */
export const comparedReviews = (): HeldReview[] => [
  sampleReview(1, { rating: 4, tireRatings: { dryGrip: 4, wetGrip: 5 } }),
  sampleReview(2, {
    prodId: 12,
    rating: 5,
    displaySize: '225/45R17 94W',
    tireRatings: { dryGrip: 5, wetGrip: 3 },
  }),
];
