import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfigValueAnswer, EditableConfigKey, editableConfigValues } from '@tread/domain';
import type { z } from 'zod';
import { call } from '../../../api/client';
import { configKey } from './read-config-value';

/** PUT /api/admin/config/{key} — a new value, seen by shoppers at once. */
export function useSetConfigValue<K extends EditableConfigKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: z.output<(typeof editableConfigValues)[K]>) =>
      call<ConfigValueAnswer>(`/admin/config/${key}`, { method: 'PUT', body: { value } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configKey(key) }),
  });
}
