import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffListFilters, StaffPage } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/staff — staff accounts, newest first, by role and e-mail. */
export const useStaffList = (filters: StaffListFilters) =>
  useQuery({
    queryKey: ['staff', filters],
    queryFn: ({ signal }) => call<StaffPage>('/admin/staff', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
