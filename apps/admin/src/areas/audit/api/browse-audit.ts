import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditFilters, AuditPage } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/audit — the trail, newest first, as filtered. */
export const useAuditTrail = (filters: AuditFilters) =>
  useQuery({
    queryKey: ['audit', filters],
    queryFn: ({ signal }) => call<AuditPage>('/admin/audit', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
