import { useMutation } from '@tanstack/react-query';
import type { ActivityEdit, AdminActivityRow } from '@tread/domain';
import { call } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { activitiesKey } from './list-activities';

/** POST /api/admin/activities — a new activity, running from its start. */
export const useCreateActivity = () =>
  useMutation({
    mutationFn: (body: ActivityEdit) => call<AdminActivityRow>('/admin/activities', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKey }),
  });
