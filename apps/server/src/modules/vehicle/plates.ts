import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plates } from './tables';

/** A registered plate: which of our vehicles it is, and its VIN when known. */
export type PlateRecord = { vehicleId: string; vin: string | null };

/** Plate look-up behind one interface: a registry service can replace the built-in one. */
export type PlateProvider = { lookup(state: string, plate: string): Promise<PlateRecord | null> };

/** The built-in provider: the plates registered in the seed. */
export function seededPlates(db: Database): PlateProvider {
  return {
    async lookup(state, plate) {
      const [row] = await db
        .select({ vehicleId: plates.vehicleId, vin: plates.vin })
        .from(plates)
        .where(and(eq(plates.state, state), eq(plates.plate, plate)));
      return row ?? null;
    },
  };
}
