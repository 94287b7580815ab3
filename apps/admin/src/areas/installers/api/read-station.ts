import { useQuery } from '@tanstack/react-query';
import type { StationAdminView } from '@tread/domain';
import { call } from '../../../api/client';

export const stationKey = (stationId: number) => ['stations', 'one', stationId];

/** GET /api/admin/stations/{stationId} — one station, open or closed. */
export const useStation = (stationId: number) =>
  useQuery({
    queryKey: stationKey(stationId),
    queryFn: ({ signal }) => call<StationAdminView>(`/admin/stations/${stationId}`, { signal }),
  });
