import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticesUnreadAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { noticeKeys } from './keys';

/** POST /p/notices/read-all: every notice the shopper can see is read now. */
export const readAllNotices = () =>
  apiPost('/p/notices/read-all', undefined, { schema: noticesUnreadAnswer });

export function useReadAllNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.overview() }),
  });
}
