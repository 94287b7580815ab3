import {
  BusinessLine,
  type CartLine,
  CartLineProblem,
  CheckoutGroup,
  type DeliveryModes,
  type RefusalBody,
  refusal,
  validateCheckoutCount,
} from '@tread/domain';
import type { Database, Transaction } from '../../db/client';
import { refuse } from '../../platform/errors';
import { priceLines } from '../cart';

/** The lines of one order: tires, or parts and accessories, with what every one of them allows. */
export type GroupLines = {
  group: CheckoutGroup;
  lines: CartLine[];
  allowed: DeliveryModes;
};

export type CheckoutLines = {
  groups: GroupLines[];
  /** Lines that cannot be bought as asked, in order, in the words the basket shows. */
  problems: LineProblem[];
};

/** A problem with a line; one about stock is decided again when the order reserves it. */
export type LineProblem = { refusal: RefusalBody; aboutStock: boolean };

const STOCK_PROBLEMS: readonly (CartLineProblem | null)[] = [
  CartLineProblem.SoldOut,
  CartLineProblem.OverStock,
];

type Item = { skuId: number; count: number };

const GROUP_OF: Record<BusinessLine, CheckoutGroup> = {
  [BusinessLine.Tire]: CheckoutGroup.Tires,
  [BusinessLine.Goods]: CheckoutGroup.Parts,
};
const GROUP_ORDER = [CheckoutGroup.Tires, CheckoutGroup.Parts] as const;

/** At most 50 pieces checked out together (SPEC §9); the schema already refuses an empty list. */
export function refuseOverCheckoutLimit(items: readonly Item[]): void {
  const refused = validateCheckoutCount(items.reduce((total, item) => total + item.count, 0));
  if (refused) throw refuse(refused);
}

const allowedByAll = (lines: CartLine[]): DeliveryModes => ({
  hasShopDelivery: lines.every((line) => line.hasShopDelivery),
  hasUserPickUp: lines.every((line) => line.hasUserPickUp),
  hasCityDelivery: lines.every((line) => line.hasCityDelivery),
});

/** The ticked lines priced as they are now (the client sends no prices), grouped into orders. */
export async function checkoutLines(reader: Database | Transaction, items: Item[]): Promise<CheckoutLines> {
  const priced = await priceLines(reader, items);
  const lines = priced.map(({ line }) => line);
  const known = new Set(lines.map((line) => line.skuId));
  const unknown: LineProblem[] = items.some((item) => !known.has(item.skuId))
    ? [{ refusal: refusal('PRODUCT_UNAVAILABLE'), aboutStock: false }]
    : [];
  const problems = unknown.concat(
    priced.flatMap(({ problem }) =>
      problem === null
        ? []
        : [{ refusal: problem.refusal, aboutStock: STOCK_PROBLEMS.includes(problem.problem) }],
    ),
  );
  const groups = GROUP_ORDER.flatMap((group) => {
    const groupLines = lines.filter((line) => GROUP_OF[line.bizType] === group);
    return groupLines.length === 0 ? [] : [{ group, lines: groupLines, allowed: allowedByAll(groupLines) }];
  });
  return { groups, problems };
}
