import type { StationDetailsRequest } from '@tread/domain';
import { useStationChange } from './change-station';

/** PUT /api/admin/stations/{stationId} — name, address, phone and map point. */
export const useChangeDetails = (stationId: number) => useStationChange<StationDetailsRequest>(stationId, '');
