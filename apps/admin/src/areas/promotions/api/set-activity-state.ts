import { useMutation } from '@tanstack/react-query';
import type { AdminActivityRow } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import type { StateAction } from '../promotion-state';
import { activitiesKey } from './list-activities';

/** POST /api/admin/activities/{id}/state — pause, resume or end (for good) an activity. */
export const useSetActivityState = (activityId: number) =>
  useMutation({
    mutationFn: (action: StateAction) =>
      call<AdminActivityRow>(`/admin/activities/${activityId}/state`, { method: 'POST', body: { action } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKey }),
  });
