import type { StationServicesRequest } from '@tread/domain';
import { useStationChange } from './change-station';

/** PUT /api/admin/stations/{stationId}/services — services and fees in cents. */
export const useChangeServices = (stationId: number) =>
  useStationChange<StationServicesRequest>(stationId, '/services');
