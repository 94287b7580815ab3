import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAnnouncement } from '@tread/domain';
import { call } from '../../../api/client';
import { announcementsKey } from './list-announcements';

/** POST /api/admin/announcements/{id}/remove — taken down: shoppers read 'Announcement does not exist'. */
export function useRemoveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call<AdminAnnouncement>(`/admin/announcements/${id}/remove`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
}
