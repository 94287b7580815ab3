import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentConversation, chatHandoverRequest } from '@tread/domain';
import type { z } from 'zod';
import { call } from '../../../api/client';
import { QUEUE_KEY } from './chat-queue';

export type HandoverRequest = z.infer<typeof chatHandoverRequest>;

/** POST /api/admin/chat/:conversationId/handover — to another agent who is online. */
export function useHandOverConversation(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: HandoverRequest) =>
      call<AgentConversation>(`/admin/chat/${conversationId}/handover`, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
