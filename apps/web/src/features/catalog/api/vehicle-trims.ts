import { useQuery } from '@tanstack/react-query';
import { vehicleTrimsAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { catalogKeys } from './keys';

/** GET /vehicle/trims?year=&make=&model=. */
export const fetchTrims = (year: number, make: string, model: string) =>
  apiGet('/vehicle/trims', { query: { year, make, model }, schema: vehicleTrimsAnswer });

export const useVehicleTrims = (
  year: number | undefined,
  make: string | undefined,
  model: string | undefined,
  enabled: boolean,
) =>
  useQuery({
    queryKey: catalogKeys.trims(year ?? 0, make ?? '', model ?? ''),
    queryFn: () => fetchTrims(year ?? 0, make ?? '', model ?? ''),
    enabled: enabled && year !== undefined && make !== undefined && model !== undefined,
  });
