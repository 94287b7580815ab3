import { useQuery } from '@tanstack/react-query';
import { type LatLng, station } from '@tread/domain';
import { apiGet } from '../../../api/client';

/** GET /station/detail: one installer or pick-up point, with its distance from `from` when given. */
export const fetchStationDetail = (stationId: number, from: LatLng | null, signal?: AbortSignal) =>
  apiGet('/station/detail', {
    signal,
    query: { stationId, lat: from?.lat, lng: from?.lng },
    schema: station,
    quiet400: true,
  });

export function useStationDetail(stationId: number | null, from: LatLng | null) {
  return useQuery({
    queryKey: ['station', stationId, from],
    queryFn: ({ signal }) => fetchStationDetail(stationId ?? 0, from, signal),
    enabled: stationId !== null,
  });
}
