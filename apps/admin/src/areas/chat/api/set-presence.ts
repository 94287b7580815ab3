import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { chatPresenceRequest } from '@tread/domain';
import type { z } from 'zod';
import { call } from '../../../api/client';
import { AGENTS_KEY } from './list-agents';

export type PresenceRequest = z.infer<typeof chatPresenceRequest>;

/** PUT /api/admin/chat/presence — the agent online or away. */
export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PresenceRequest) =>
      call<PresenceRequest>('/admin/chat/presence', { method: 'PUT', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENTS_KEY }),
  });
}
