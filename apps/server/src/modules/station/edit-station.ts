import type {
  StationAdminView,
  stationDetailsRequest,
  stationHoursRequest,
  stationServicesRequest,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import { stationById, toStationAdminView } from './browse-stations';
import { stations } from './tables';

type StationChange = Partial<Omit<typeof stations.$inferInsert, 'id' | 'code' | 'kind'>>;

/** Only the fields a change touched, so the trail shows what moved. */
const fieldsOf = (row: Record<string, unknown>, change: StationChange) =>
  Object.fromEntries(Object.keys(change).map((key) => [key, row[key]]));

/**
 * Operations edit a station's details, hours, services and fees, or open and close it. Shoppers' station reads
 * are not cached, so the next search or checkout already sees the change.
 */
export function stationEditing({ db, clock }: Deps) {
  function change(by: Principal, stationId: number, action: string, set: StationChange) {
    return db.transaction(async (tx) => {
      const before = await stationById(tx, stationId, true);
      const [after] = await tx.update(stations).set(set).where(eq(stations.id, stationId)).returning();
      if (!after) throw refuse('STATION_NOT_FOUND');
      await recordStaffWrite(tx, {
        actor: by,
        action,
        subject: `station:${stationId}`,
        before: fieldsOf(before, set),
        after: fieldsOf(after, set),
        at: clock.now(),
      });
      return toStationAdminView(after);
    });
  }

  return {
    changeDetails: (
      by: Principal,
      stationId: number,
      details: z.output<typeof stationDetailsRequest>,
    ): Promise<StationAdminView> => change(by, stationId, 'station.details', details),

    changeHours: (
      by: Principal,
      stationId: number,
      { hours }: z.output<typeof stationHoursRequest>,
    ): Promise<StationAdminView> => change(by, stationId, 'station.hours', { hours }),

    changeServices: (
      by: Principal,
      stationId: number,
      { services }: z.output<typeof stationServicesRequest>,
    ): Promise<StationAdminView> =>
      change(by, stationId, 'station.services', {
        services: services.map(({ price, ...service }) => ({ ...service, priceCents: price })),
      }),

    setOpen: (by: Principal, stationId: number, active: boolean): Promise<StationAdminView> =>
      change(by, stationId, active ? 'station.open' : 'station.close', { active }),
  };
}
export type StationEditing = ReturnType<typeof stationEditing>;
