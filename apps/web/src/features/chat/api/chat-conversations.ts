import { useQuery } from '@tanstack/react-query';
import { type ChatConversation, chatConversationsAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { chatQueryKey } from './keys';

/** GET /p/chat/conversations: the shopper's conversations, newest first. */
export const fetchChatConversations = (signal?: AbortSignal, silent = false) =>
  apiGet('/p/chat/conversations', { signal, schema: chatConversationsAnswer, silent });

const conversationsKey = [...chatQueryKey, 'conversations'] as const;

export function useChatConversations(enabled = true) {
  return useQuery({
    queryKey: conversationsKey,
    queryFn: ({ signal }) => fetchChatConversations(signal),
    enabled,
  });
}

const unreadOf = (answer: { list: ChatConversation[] }) =>
  answer.list.reduce((sum, conversation) => sum + conversation.unread, 0);

/** Customer service's messages the shopper has not read, over every conversation, for the badges. */
export function useUnreadChats() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: conversationsKey,
    // Silent like the notices' count: a badge failing in the background is no reason for a toast.
    queryFn: ({ signal }) => fetchChatConversations(signal, true),
    enabled: signedIn,
    select: unreadOf,
  });
}
