import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PolicyPageStaffView, PolicyTextRequest } from '@tread/domain';
import { call } from '../../../api/client';
import { policyPageKey } from './read-policy-page';

/** PUT /api/admin/content/policy/{key}/text — the title, summary and sections shoppers read. */
export function useEditPolicyText(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: PolicyTextRequest) =>
      call<PolicyPageStaffView>(`/admin/content/policy/${key}/text`, { method: 'PUT', body: text }),
    onSuccess: (page) => {
      queryClient.setQueryData(policyPageKey(key), page);
      void queryClient.invalidateQueries({ queryKey: ['policy-pages', 'list'] });
    },
  });
}
