import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerPage, CustomerSearchFilters } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/customers — customers matching an e-mail, name or phone from its start, newest first. */
export const useCustomerSearch = (filters: CustomerSearchFilters) =>
  useQuery({
    queryKey: ['customers', 'search', filters],
    queryFn: ({ signal }) => call<CustomerPage>('/admin/customers', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
