import { useQuery } from '@tanstack/react-query';
import { chatConversationsAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { chatQueryKey } from './keys';

/** GET /p/chat/conversations: the shopper's conversations, newest first. */
export const fetchChatConversations = (signal?: AbortSignal) =>
  apiGet('/p/chat/conversations', { signal, schema: chatConversationsAnswer });

export function useChatConversations(enabled = true) {
  return useQuery({
    queryKey: [...chatQueryKey, 'conversations'],
    queryFn: ({ signal }) => fetchChatConversations(signal),
    enabled,
  });
}
