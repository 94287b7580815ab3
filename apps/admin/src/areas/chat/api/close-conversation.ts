import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentConversation } from '@tread/domain';
import { call } from '../../../api/client';
import { QUEUE_KEY } from './chat-queue';

/** POST /api/admin/chat/:conversationId/close — the agent ends the conversation. */
export function useCloseConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) =>
      call<AgentConversation>(`/admin/chat/${conversationId}/close`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
