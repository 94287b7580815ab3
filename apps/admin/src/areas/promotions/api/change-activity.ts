import { useMutation } from '@tanstack/react-query';
import type { ActivityEdit, AdminActivityRow } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { activitiesKey } from './list-activities';

/** PUT /api/admin/activities/{id} — the activity's type and figure, window and what it covers. */
export const useChangeActivity = (activityId: number) =>
  useMutation({
    mutationFn: (body: ActivityEdit) =>
      call<AdminActivityRow>(`/admin/activities/${activityId}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKey }),
  });
