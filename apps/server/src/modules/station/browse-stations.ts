import type { StationAdminFilters, StationAdminPage, StationAdminView } from '@tread/domain';
import { and, asc, count, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { likeLiteral } from '../../platform/like';
import { pageAnswer } from '../../platform/paging';
import { pricedServices, stationFacts } from './station-facts';
import { stations } from './tables';

type StationRow = typeof stations.$inferSelect;

/** A station as staff see it; fees stay in cents, named `price` as shoppers' serviceInfo names them. */
export function toStationAdminView(row: StationRow): StationAdminView {
  return {
    ...stationFacts(row),
    code: row.code,
    services: pricedServices(row),
    rating: row.rating,
    reviewCount: row.reviewCount,
    active: row.active,
  };
}

/** One station, open or closed; `lock` holds it for an edit in the same transaction. */
export async function stationById(
  db: Database | Transaction,
  stationId: number,
  lock = false,
): Promise<StationRow> {
  const query = db.select().from(stations).where(eq(stations.id, stationId));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw refuse('STATION_NOT_FOUND');
  return row;
}

/**
 * Staff list installers and pick-up points by name. The partner network is a few thousand rows at most, so a
 * search scans them; the page itself is cut in SQL.
 */
export function stationBrowsing({ db }: Deps) {
  return {
    async list(query: StationAdminFilters): Promise<StationAdminPage> {
      const search = query.search ? `%${likeLiteral(query.search)}%` : undefined;
      const conditions: (SQL | undefined)[] = [
        query.kind ? eq(stations.kind, query.kind) : undefined,
        query.status ? eq(stations.active, query.status === 'open') : undefined,
        search
          ? or(ilike(stations.name, search), ilike(stations.city, search), like(stations.zip, search))
          : undefined,
      ];
      const where = and(...conditions);
      const [counted] = await db.select({ n: count() }).from(stations).where(where);
      const rows = await db
        .select()
        .from(stations)
        .where(where)
        .orderBy(asc(stations.name), asc(stations.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size);
      return pageAnswer(rows.map(toStationAdminView), counted?.n ?? 0, query);
    },

    detail: async (stationId: number): Promise<StationAdminView> =>
      toStationAdminView(await stationById(db, stationId)),
  };
}
export type StationBrowsing = ReturnType<typeof stationBrowsing>;
