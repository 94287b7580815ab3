import { useQuery } from '@tanstack/react-query';
import { type LatLng, stationListAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';

export type StationKind = 'installer' | 'pickup';

/** Where a station search starts: the shopper's point, or a ZIP when location is not available. */
export type StationSearch = LatLng | { zip: string };

const STATION_LIST_PATH: Record<StationKind, string> = {
  installer: '/station/prodServiceStation',
  pickup: '/stationPoint/prodServiceStation',
};

/** Installers or pick-up points within 10 miles, nearest first (SPEC §7, §9). */
export const fetchStations = (kind: StationKind, search: StationSearch, signal?: AbortSignal) =>
  apiGet(STATION_LIST_PATH[kind], { signal, query: search, schema: stationListAnswer, quiet400: true });

export function useStations(kind: StationKind, search: StationSearch | null) {
  return useQuery({
    queryKey: ['stations', kind, search],
    queryFn: ({ signal }) => fetchStations(kind, search ?? { zip: '' }, signal),
    enabled: search !== null,
  });
}
