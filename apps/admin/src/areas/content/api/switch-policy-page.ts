import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PolicyPageSummary } from '@tread/domain';
import { call } from '../../../api/client';

/** PUT /api/admin/content/policy/{key} — the page's desktop switch: offered to shoppers or not. */
export function useSwitchPolicyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, enabled }: { key: string; enabled: boolean }) =>
      call<PolicyPageSummary>(`/admin/content/policy/${key}`, { method: 'PUT', body: { enabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['policy-pages'] }),
  });
}
