import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChatHistoryAnswer } from '@tread/domain';
import { call } from '../../../api/client';

export const historyKey = (conversationId: number) => ['chat', 'history', conversationId] as const;

/** GET /api/admin/chat/:conversationId/messages?before — pages of history, newest first, paged upward. */
export const useConversationHistory = (conversationId: number) =>
  useInfiniteQuery({
    queryKey: historyKey(conversationId),
    queryFn: ({ signal, pageParam }) =>
      call<ChatHistoryAnswer>(`/admin/chat/${conversationId}/messages`, {
        query: { before: pageParam },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.list.at(-1)?.id : undefined),
    // Live messages are written into these pages by the socket; a refetch would only repeat them.
    staleTime: Number.POSITIVE_INFINITY,
  });
