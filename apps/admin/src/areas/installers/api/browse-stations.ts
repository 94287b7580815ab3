import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StationAdminFilters, StationAdminPage } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/stations — installers and pick-up points by name, as filtered. */
export const useStations = (filters: StationAdminFilters) =>
  useQuery({
    queryKey: ['stations', 'list', filters],
    queryFn: ({ signal }) => call<StationAdminPage>('/admin/stations', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
