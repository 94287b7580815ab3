import { useQuery } from '@tanstack/react-query';
import type { AgentQueueAnswer } from '@tread/domain';
import { call } from '../../../api/client';

export const QUEUE_KEY = ['chat', 'queue'] as const;

/** GET /api/admin/chat/queue — waiting conversations (oldest first), then the agent's own open ones. */
export const useChatQueue = () =>
  useQuery({
    queryKey: QUEUE_KEY,
    queryFn: ({ signal }) => call<AgentQueueAnswer>('/admin/chat/queue', { signal }),
    // The socket keeps it current; a refetch now and then catches anything a dropped frame missed.
    refetchInterval: 60_000,
  });
