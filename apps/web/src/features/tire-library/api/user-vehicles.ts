import { useQuery } from '@tanstack/react-query';
import { VEHICLE_PAGE_SIZE, vehiclePageAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { libraryKeys } from './keys';

/** GET /p/vehicle/getVehiclePage?size=100&current=1: the current first, then the newest. */
export const fetchServerVehicles = async () =>
  (
    await apiGet('/p/vehicle/getVehiclePage', {
      query: { size: VEHICLE_PAGE_SIZE, current: 1 },
      schema: vehiclePageAnswer,
      silent: true,
    })
  ).records;

export const useServerVehicles = (version: number, enabled: boolean) =>
  useQuery({ queryKey: libraryKeys.vehicles(version), queryFn: fetchServerVehicles, enabled });
