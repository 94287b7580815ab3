import { useQuery } from '@tanstack/react-query';
import { vehicleYearsAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { catalogKeys } from './keys';

/** GET /vehicle/years. */
export const fetchYears = () => apiGet('/vehicle/years', { schema: vehicleYearsAnswer });

export const useVehicleYears = (enabled: boolean) =>
  useQuery({ queryKey: catalogKeys.years(), queryFn: fetchYears, enabled });
