import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAnnouncement, AnnouncementEdit } from '@tread/domain';
import { call } from '../../../api/client';
import { announcementsKey } from './list-announcements';

/** PUT /api/admin/announcements/{id} — its text again, and whether shoppers see it. */
export function useChangeAnnouncement(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: AnnouncementEdit) =>
      call<AdminAnnouncement>(`/admin/announcements/${id}`, { method: 'PUT', body: edit }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
}
