import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StationAdminView } from '@tread/domain';
import { call } from '../../../api/client';
import { stationKey } from './read-station';

/** The station's answer replaces the one read, and the list is read again. */
export function useStationChange<Body>(stationId: number, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      call<StationAdminView>(`/admin/stations/${stationId}${path}`, { method: 'PUT', body }),
    onSuccess: (station) => {
      queryClient.setQueryData(stationKey(stationId), station);
      void queryClient.invalidateQueries({ queryKey: ['stations', 'list'] });
    },
  });
}
