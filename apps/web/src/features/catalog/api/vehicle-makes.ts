import { useQuery } from '@tanstack/react-query';
import { vehicleMakesAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { catalogKeys } from './keys';

/** GET /vehicle/makes?year=. */
export const fetchMakes = (year: number) =>
  apiGet('/vehicle/makes', { query: { year }, schema: vehicleMakesAnswer });

export const useVehicleMakes = (year: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: catalogKeys.makes(year ?? 0),
    queryFn: () => fetchMakes(year ?? 0),
    enabled: enabled && year !== undefined,
  });
