import { useQuery } from '@tanstack/react-query';
import { type ChatOrigin, chatConversation } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { chatQueryKey } from './keys';

/** POST /p/chat/inquiry: opens a conversation from where the shopper is; an older open one expires (SPEC §4). */
export const openInquiry = (origin: ChatOrigin) =>
  apiPost('/p/chat/inquiry', { origin }, { schema: chatConversation });

/**
 * The inquiry of this visit to the chat page. A query, not a mutation, so a second render (React's strict
 * mode, a re-mount) reuses the one conversation instead of opening another that would expire it.
 */
export function useInquiry(origin: ChatOrigin) {
  return useQuery({
    queryKey: [...chatQueryKey, 'inquiry', origin],
    queryFn: () => openInquiry(origin),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
