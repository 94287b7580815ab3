import {
  distanceMiles,
  INSTALLER_SEARCH_RADIUS_MILES,
  type LatLng,
  type MapProduct,
  type Station,
  type StationDetailQuery,
  type StationListAnswer,
  type StationSearchQuery,
} from '@tread/domain';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import type { AreaService } from '../area';
import { pricedServices, stationFacts } from './station-facts';
import { type StationKind, stations } from './tables';

export type StationRow = typeof stations.$inferSelect;

/** Slightly under a degree of latitude in miles, so the box is a little larger than the circle. */
const MILES_PER_DEGREE = 69;
/** Keeps the longitude span finite near the poles. */
const MIN_COS_LATITUDE = 0.01;

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** An active installer or pick-up point, or null; checkout names the station the shopper picked. */
export async function findActiveStation(
  db: Database | Transaction,
  stationId: number,
  kind: StationKind,
): Promise<StationRow | null> {
  const [row] = await db
    .select()
    .from(stations)
    .where(and(eq(stations.id, stationId), eq(stations.kind, kind), eq(stations.active, true)));
  return row ?? null;
}

function toStation(row: StationRow, from: LatLng | null): Station {
  return {
    ...stationFacts(row),
    serviceInfo: pricedServices(row),
    // A float4 column: one decimal is what the stars show.
    rating: oneDecimal(row.rating),
    reviewCount: row.reviewCount,
    distance: from ? oneDecimal(distanceMiles(from, row)) : null,
  };
}

/** Installer shops and pick-up points near the shopper (SPEC §3, §7 prodServiceStation, §9 radius). */
export function stationService({ db }: Deps, area: AreaService) {
  /** The browser's point, or the ZIP's center when location was refused. */
  function searchPoint(query: StationSearchQuery): LatLng {
    if (query.lat !== undefined && query.lng !== undefined) return { lat: query.lat, lng: query.lng };
    const place = query.zip ? area.zipPlace(query.zip.slice(0, 5)) : null;
    if (!place || place.lat === null || place.lng === null) {
      throw refuse('ZIP_MISMATCH');
    }
    return { lat: place.lat, lng: place.lng };
  }

  // Every installer or pick-up order asks this: built once, and prepared once per connection by PostgreSQL.
  const activeStation = db
    .select()
    .from(stations)
    .where(and(eq(stations.id, sql.placeholder('stationId')), eq(stations.active, true)))
    .prepare('active_station');

  return {
    /** The services active installers offer, each from its lowest price: what the map lists (getSysSwitch/mapProdList). */
    async mapProducts(): Promise<MapProduct[]> {
      // One row per service an installer offers; grouped by service code across installers.
      const service = (field: 'code' | 'name' | 'priceCents' | 'perTire') =>
        sql.raw(`offered.service->>'${field}'`);
      return db
        .select({
          code: sql<string>`${service('code')}`,
          name: sql<string>`min(${service('name')})`,
          fromPrice: sql<number>`min((${service('priceCents')})::int)`.mapWith(Number),
          perTire: sql<boolean>`bool_or((${service('perTire')})::boolean)`,
          installers: sql<number>`count(DISTINCT ${stations.id})`.mapWith(Number),
        })
        .from(
          sql`${stations} CROSS JOIN LATERAL jsonb_array_elements(${stations.services}) AS offered(service)`,
        )
        .where(and(eq(stations.kind, 'installer'), eq(stations.active, true)))
        .groupBy(service('code'))
        .orderBy(sql`count(DISTINCT ${stations.id}) DESC`, service('code'));
    },

    /** Active stations of `kind` within the search radius, nearest first; none is an empty list. */
    async nearby(kind: StationKind, query: StationSearchQuery): Promise<StationListAnswer> {
      const point = searchPoint(query);
      const radius = INSTALLER_SEARCH_RADIUS_MILES;
      const latSpan = radius / MILES_PER_DEGREE;
      const lngSpan =
        radius / (MILES_PER_DEGREE * Math.max(Math.cos((point.lat * Math.PI) / 180), MIN_COS_LATITUDE));
      // The box narrows the rows in SQL (kind, lat index); the exact distance then cuts it to a circle.
      const rows = await db
        .select()
        .from(stations)
        .where(
          and(
            eq(stations.kind, kind),
            eq(stations.active, true),
            between(stations.lat, point.lat - latSpan, point.lat + latSpan),
            between(stations.lng, point.lng - lngSpan, point.lng + lngSpan),
          ),
        );
      const records = rows
        .map((row) => ({ row, miles: distanceMiles(point, row) }))
        .filter(({ miles }) => miles <= radius)
        .sort((a, b) => a.miles - b.miles || a.row.id - b.row.id)
        .map(({ row }) => toStation(row, point));
      return { records, ...point };
    },

    /** A station's details page; distance only when the shopper's point is given. */
    async detail(query: StationDetailQuery): Promise<Station> {
      const [row] = await activeStation.execute({ stationId: query.stationId });
      if (!row) throw refuse('STATION_NOT_FOUND');
      const from =
        query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
      return toStation(row, from);
    },
  };
}
export type StationService = ReturnType<typeof stationService>;
