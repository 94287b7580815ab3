import { useQuery } from '@tanstack/react-query';
import type { ChatAgentsAnswer } from '@tread/domain';
import { call } from '../../../api/client';

export const AGENTS_KEY = ['chat', 'agents'] as const;

/** GET /api/admin/chat/agents — agents and whether each is online (the presence switch and handing over). */
export const useChatAgents = () =>
  useQuery({
    queryKey: AGENTS_KEY,
    queryFn: ({ signal }) => call<ChatAgentsAnswer>('/admin/chat/agents', { signal }),
  });
