import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAnnouncementsAnswer } from '@tread/domain';
import { call } from '../../../api/client';

export const announcementsKey = ['announcements'];

export const ANNOUNCEMENT_PAGE_SIZE = 20;

/** GET /api/admin/announcements — a page of the announcements, newest first, those taken down included. */
export const useAnnouncements = (current: number) =>
  useQuery({
    queryKey: [...announcementsKey, current],
    queryFn: ({ signal }) =>
      call<AdminAnnouncementsAnswer>('/admin/announcements', {
        signal,
        query: { current, size: ANNOUNCEMENT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
