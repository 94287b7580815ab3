import { useStationChange } from './change-station';

/** PUT /api/admin/stations/{stationId}/active — open the station to shoppers or close it. */
export const useSetOpen = (stationId: number) => useStationChange<{ active: boolean }>(stationId, '/active');
