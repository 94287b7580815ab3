import type { OrderDetail } from '@tread/domain';
import type { SkuFacts } from '../catalog';

/** What chat needs of other modules (bound in app.ts): the facts its product and order cards show. */
export type ChatPorts = {
  skuFacts(skuIds: number[]): Promise<Map<number, SkuFacts>>;
  /** The customer's own order; refuses ORDER_NOT_FOUND for anyone else's. */
  orderOf(userId: string, orderNumber: string): Promise<OrderDetail>;
};
