import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentConversation } from '@tread/domain';
import { call } from '../../../api/client';
import { QUEUE_KEY } from './chat-queue';

/** POST /api/admin/chat/:conversationId/take — a waiting conversation becomes the agent's. */
export function useTakeConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) =>
      call<AgentConversation>(`/admin/chat/${conversationId}/take`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
