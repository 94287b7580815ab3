import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxAnswer, OutboxFilters } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/outbox — mail kept instead of sent (no SMTP configured), newest first. */
export const useOutbox = (filters: OutboxFilters) =>
  useQuery({
    queryKey: ['outbox', filters],
    queryFn: ({ signal }) => call<OutboxAnswer>('/admin/outbox', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
