import {
  type AdminCouponRow,
  adminCouponRow,
  CONFIG_DEFAULTS,
  CouponTarget,
  editableConfigValues,
  PromotionState,
  refusal,
} from '@tread/domain';
import { type Answer, answerRefusal, type Call, renderArea } from '../../testing/stub-shop';
import LoyaltyArea from './routes';

/**
 * A small shop for the loyalty pages: the configuration it holds, checked on PUT by the same schemas the
 * server checks with (a refusal names the value's field), and the coupons a prize or top-up may give.
 */

/** The area opened at `at` (under /loyalty), as the console mounts it. */
export const renderLoyalty = (at: string) => renderArea('loyalty', LoyaltyArea, at);

type LoyaltyKey = keyof typeof CONFIG_DEFAULTS;

const coupon = (change: Partial<AdminCouponRow>): AdminCouponRow =>
  adminCouponRow.parse({
    couponId: 9,
    name: 'Spring $15',
    kind: 'C2D',
    target: CouponTarget.Order,
    amount: 1500,
    percent: null,
    maxOff: null,
    minSpend: 0,
    title: '$15.00 off',
    condition: 'No minimum spend',
    appliesTo: 'Whole order',
    validFrom: '2026-11-01T07:00:00.000Z',
    validTo: '2026-12-31T08:00:00.000Z',
    stackable: false,
    appOnly: false,
    state: PromotionState.Running,
    totalQuantity: null,
    perUserLimit: 1,
    inCenter: true,
    code: null,
    channelKey: null,
    bannerEnabled: true,
    scope: { prodIds: [], brandIds: [], categoryIds: [] },
    claimed: 0,
    used: 0,
    discountGiven: 0,
    ...change,
  });

export const COUPONS = [
  coupon({ couponId: 9 }),
  coupon({ couponId: 12, name: 'Free rotation', title: '$20.00 off', target: CouponTarget.Installation }),
  coupon({
    couponId: 15,
    name: 'Winter 10%',
    title: '10% off',
    amount: null,
    percent: 10,
    state: 'scheduled',
  }),
  coupon({ couponId: 4, name: 'Summer $5', title: '$5.00 off', state: PromotionState.Ended }),
];

export type LoyaltyShop = {
  /** Values staff saved before; a key without one answers the shop's default, or 'unknown key' if `unknownUntilSaved`. */
  stored?: Partial<Record<LoyaltyKey, unknown>>;
  unknownUntilSaved?: boolean;
  /** A refusal the server makes of a PUT the schema passed (a rule only the server knows). */
  refuse?: (value: unknown) => Answer | undefined;
};

export function loyaltyShop({ stored = {}, unknownUntilSaved = false, refuse }: LoyaltyShop = {}) {
  const store = new Map<string, unknown>(Object.entries(stored));
  return (call: Call): Answer => {
    const { pathname } = new URL(call.url, 'http://shop.test');
    if (pathname === '/api/admin/coupons') return { body: { list: COUPONS } };
    const key = /^\/api\/admin\/config\/(\w+)$/.exec(pathname)?.[1];
    if (key === undefined || !(key in CONFIG_DEFAULTS)) return answerRefusal(refusal('NOT_FOUND'));
    const loyaltyKey = key as LoyaltyKey;
    if (call.method === 'PUT') {
      const { value } = call.body as { value: unknown };
      const refused = refuse?.(value);
      if (refused) return refused;
      const checked = editableConfigValues[loyaltyKey].safeParse(value);
      if (!checked.success) {
        const [issue] = checked.error.issues;
        return {
          status: 400,
          body: {
            code: 'INVALID_INPUT',
            message: issue?.message,
            field: ['value', ...(issue?.path ?? [])].join('.'),
          },
        };
      }
      store.set(key, checked.data);
      return { body: { key, value: checked.data } };
    }
    if (store.has(key)) return { body: { key, value: store.get(key) } };
    if (unknownUntilSaved) return answerRefusal(refusal('UNKNOWN_CONFIG_KEY'));
    return { body: { key, value: CONFIG_DEFAULTS[loyaltyKey] } };
  };
}

/** A control by the start of its label: a label also holds its field's hint or message. */
export const labeled = (label: string) => new RegExp(`^${label.replace(/[()$.]/g, '\\$&')}`);

/** The PUTs the page sent, their bodies. */
export const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

/** A refusal as the server shapes one about a field of the value. */
export const invalidAt = (field: string, message: string): Answer => ({
  status: 400,
  body: { code: 'INVALID_INPUT', message, field },
});
