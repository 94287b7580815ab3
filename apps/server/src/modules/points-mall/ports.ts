import type { PointsSource } from '@tread/domain';
import type { Transaction } from '../../db/client';
import type { SkuFacts } from '../catalog';

/** What the points mall needs of other modules (bound in app.ts). */
export type MallPorts = {
  /** Takes points in the caller's transaction ('Not enough points' below the balance); the balance after. */
  debitPoints(
    tx: Transaction,
    change: { userId: string; points: number; source: PointsSource; orderNumber: string; now: Date },
  ): Promise<number>;
  pointsBalance(userId: string): Promise<number>;
  grantCoupon(tx: Transaction, userId: string, couponId: number, now: Date): Promise<boolean>;
  /** The products the mall sells, for their pictures. */
  skuFacts(skuIds: number[]): Promise<Map<number, SkuFacts>>;
};
