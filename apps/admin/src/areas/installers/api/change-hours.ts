import type { StationHoursRequest } from '@tread/domain';
import { useStationChange } from './change-station';

/** PUT /api/admin/stations/{stationId}/hours — the seven days' opening hours. */
export const useChangeHours = (stationId: number) =>
  useStationChange<StationHoursRequest>(stationId, '/hours');
