import {
  type TireRequestAnswer,
  TireRequestMessages,
  TireRequestStatus,
  type tireRequestCreate,
} from '@tread/domain';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { tireRequests } from './tables';

export type VehicleNames = (vehicleId: string) => Promise<string | null>;

/** A shopper asks staff to find tires for a vehicle nothing in the catalog fits (SPEC §1). */
export function sendTireRequest({ db, clock }: Deps, vehicleName: VehicleNames) {
  return async (
    userId: string | null,
    request: z.output<typeof tireRequestCreate>,
  ): Promise<TireRequestAnswer> => {
    const name = await vehicleName(request.vehicleId);
    if (!name) throw refuse('VEHICLE_NOT_FOUND');
    const now = clock.now();
    const [row] = await db
      .insert(tireRequests)
      .values({
        userId,
        vehicleId: request.vehicleId,
        vehicleName: name,
        tireSize: request.tireSize ?? null,
        quantity: request.quantity,
        email: request.email,
        phone: request.phone ?? null,
        note: request.note,
        status: TireRequestStatus.Open,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tireRequests.id });
    if (!row) throw new Error('the request was not stored');
    return { id: row.id, message: TireRequestMessages.Sent };
  };
}
export type SendTireRequest = ReturnType<typeof sendTireRequest>;
