import { useQuery } from '@tanstack/react-query';
import { vehiclePartsAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { catalogKeys } from './keys';

/** GET /vehicleParts/getPartsParam/:vehicleId: the vehicle and its OE and compatible sizes. */
export const fetchVehicleParts = (vehicleId: string) =>
  apiGet(`/vehicleParts/getPartsParam/${encodeURIComponent(vehicleId)}`, {
    schema: vehiclePartsAnswer,
    silent: true,
  });

export const useVehicleParts = (vehicleId: string | null) =>
  useQuery({
    queryKey: catalogKeys.vehicleParts(vehicleId ?? ''),
    queryFn: () => fetchVehicleParts(vehicleId ?? ''),
    enabled: vehicleId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
