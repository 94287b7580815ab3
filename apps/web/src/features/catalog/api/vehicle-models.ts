import { useQuery } from '@tanstack/react-query';
import { vehicleModelsAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { catalogKeys } from './keys';

/** GET /vehicle/models?year=&make=. */
export const fetchModels = (year: number, make: string) =>
  apiGet('/vehicle/models', { query: { year, make }, schema: vehicleModelsAnswer });

export const useVehicleModels = (year: number | undefined, make: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: catalogKeys.models(year ?? 0, make ?? ''),
    queryFn: () => fetchModels(year ?? 0, make ?? ''),
    enabled: enabled && year !== undefined && make !== undefined,
  });
