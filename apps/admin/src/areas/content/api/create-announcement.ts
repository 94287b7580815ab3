import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAnnouncement, AnnouncementEdit } from '@tread/domain';
import { call } from '../../../api/client';
import { announcementsKey } from './list-announcements';

/** POST /api/admin/announcements — a new announcement, shown to every shopper while published. */
export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: AnnouncementEdit) =>
      call<AdminAnnouncement>('/admin/announcements', { method: 'POST', body: edit }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
}
