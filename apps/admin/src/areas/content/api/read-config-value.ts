import { useQuery } from '@tanstack/react-query';
import { type ConfigValueAnswer, type EditableConfigKey, editableConfigValues } from '@tread/domain';
import type { z } from 'zod';
import { call } from '../../../api/client';

export const configKey = (key: EditableConfigKey) => ['config', key];

/** GET /api/admin/config/{key} — the value as stored, read with the key's own schema. */
export const useConfigValue = <K extends EditableConfigKey>(key: K) =>
  useQuery({
    queryKey: configKey(key),
    queryFn: async ({ signal }) => {
      const { value } = await call<ConfigValueAnswer>(`/admin/config/${key}`, { signal });
      return editableConfigValues[key].parse(value) as z.output<(typeof editableConfigValues)[K]>;
    },
  });
