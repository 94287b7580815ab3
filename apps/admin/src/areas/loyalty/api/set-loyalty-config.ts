import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ConfigValueAnswer, editableConfigValues } from '@tread/domain';
import { call } from '../../../api/client';
import { type LoyaltyKey, type LoyaltyValue, loyaltyConfigKey } from './read-loyalty-config';

/** PUT /api/admin/config/{key} — the whole new value; shoppers meet it at once. */
export function useSetLoyaltyConfig<K extends LoyaltyKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: LoyaltyValue<K>) => {
      const saved = await call<ConfigValueAnswer>(`/admin/config/${key}`, { method: 'PUT', body: { value } });
      return editableConfigValues[key].parse(saved.value) as LoyaltyValue<K>;
    },
    onSuccess: (saved) => queryClient.setQueryData(loyaltyConfigKey(key), saved),
  });
}
