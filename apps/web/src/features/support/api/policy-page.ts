import { useQuery } from '@tanstack/react-query';
import { POLICY_PAGES, policyPage } from '@tread/domain';
import { apiGet } from '../../../api/client';

export const isPolicyKey = (key: string | null): key is string =>
  POLICY_PAGES.some((page) => page.key === key);

/** GET /content/policy/:key: one policy page's text. */
export const fetchPolicyPage = (key: string, signal?: AbortSignal) =>
  apiGet(`/content/policy/${encodeURIComponent(key)}`, { signal, schema: policyPage });

export const usePolicyPage = (key: string | null) =>
  useQuery({
    queryKey: ['policy', key],
    queryFn: ({ signal }) => fetchPolicyPage(key ?? '', signal),
    enabled: isPolicyKey(key),
  });
