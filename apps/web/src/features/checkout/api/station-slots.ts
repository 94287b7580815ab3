import { useQuery } from '@tanstack/react-query';
import { stationSlotsAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';

/** Every installer's slots sit under this key, so a booking or a refusal reads them again. */
export const stationSlotsKey = ['station-slots'] as const;

/** GET /station/{stationId}/slots: the installer's days of the booking window with the places left. */
export const fetchStationSlots = (stationId: number, signal?: AbortSignal) =>
  apiGet(`/station/${stationId}/slots`, { signal, schema: stationSlotsAnswer });

export function useStationSlots(stationId: number | null) {
  return useQuery({
    queryKey: [...stationSlotsKey, stationId],
    queryFn: ({ signal }) => fetchStationSlots(stationId ?? 0, signal),
    enabled: stationId !== null,
  });
}
