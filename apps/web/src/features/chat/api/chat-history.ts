import { useInfiniteQuery } from '@tanstack/react-query';
import { type ChatHistoryAnswer, chatHistoryAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { chatQueryKey } from './keys';

/** GET /p/chat/messages?conversationId&before: a page of history, newest first. */
export const fetchChatHistory = (conversationId: number, before: number | undefined, signal?: AbortSignal) =>
  apiGet('/p/chat/messages', { signal, schema: chatHistoryAnswer, query: { conversationId, before } });

/** Older pages go on before the oldest message of the last page. */
const olderThan = (page: ChatHistoryAnswer): number | undefined =>
  page.hasMore && page.list.length > 0 ? Math.min(...page.list.map((message) => message.id)) : undefined;

export function useChatHistory(conversationId: number | null) {
  return useInfiniteQuery({
    queryKey: [...chatQueryKey, 'history', conversationId],
    queryFn: ({ pageParam, signal }) => fetchChatHistory(conversationId ?? 0, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: olderThan,
    enabled: conversationId !== null,
    // Live messages arrive by the socket; the pages are only read again when the page is opened again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
