import { useQuery } from '@tanstack/react-query';
import type { PolicyPageStaffList } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/content/policy — the ten policy pages with their switches. */
export const usePolicyPages = () =>
  useQuery({
    queryKey: ['policy-pages', 'list'],
    queryFn: ({ signal }) => call<PolicyPageStaffList>('/admin/content/policy', { signal }),
  });
