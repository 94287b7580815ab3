import { useQuery } from '@tanstack/react-query';
import { chatStatusAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';

/** GET /chat/status: whether customer service is online now, and its hours (SPEC §4). */
export const fetchChatStatus = (signal?: AbortSignal) =>
  apiGet('/chat/status', { signal, schema: chatStatusAnswer, silent: true });

export function useChatStatus(enabled = true) {
  return useQuery({ queryKey: ['chat-status'], queryFn: ({ signal }) => fetchChatStatus(signal), enabled });
}
