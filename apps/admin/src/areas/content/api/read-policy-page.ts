import { useQuery } from '@tanstack/react-query';
import type { PolicyPageStaffView } from '@tread/domain';
import { call } from '../../../api/client';

export const policyPageKey = (key: string) => ['policy-pages', 'one', key];

/** GET /api/admin/content/policy/{key} — a page's text and switch. */
export const usePolicyPage = (key: string) =>
  useQuery({
    queryKey: policyPageKey(key),
    queryFn: ({ signal }) => call<PolicyPageStaffView>(`/admin/content/policy/${key}`, { signal }),
  });
