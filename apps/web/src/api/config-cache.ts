import { queryOptions } from '@tanstack/react-query';
import { CONFIG_CACHE_MS } from '@tread/domain';
import { apiGet } from './client';
import { CONFIG_CACHE_PREFIX, readLocalJson, removeLocal, writeLocalJson } from './storage';

interface Parser<T> {
  parse: (data: unknown) => T;
  safeParse: (data: unknown) => { success: true; data: T } | { success: false };
}

interface StoredConfig {
  savedAt: number;
  data: unknown;
}

/** A config answer kept in localStorage for CONFIG_CACHE_MS, so a reload within 5 hours does not refetch. */
export function readStoredConfig<T>(path: string, schema: Parser<T>, now = Date.now()) {
  const stored = readLocalJson<StoredConfig>(CONFIG_CACHE_PREFIX + path);
  if (!stored || typeof stored.savedAt !== 'number' || now - stored.savedAt >= CONFIG_CACHE_MS)
    return undefined;
  const parsed = schema.safeParse(stored.data);
  if (!parsed.success) {
    removeLocal(CONFIG_CACHE_PREFIX + path);
    return undefined;
  }
  return { data: parsed.data, savedAt: stored.savedAt };
}

/**
 * Query options of one config call (SPEC §7: cached 5 hours): fresh for CONFIG_CACHE_MS in TanStack
 * Query, seeded from and saved to localStorage.
 */
export function configQuery<T>(path: string, schema: Parser<T>) {
  return queryOptions({
    queryKey: ['config', path],
    queryFn: async ({ signal }) => {
      const data = await apiGet(path, { signal, schema });
      writeLocalJson(CONFIG_CACHE_PREFIX + path, { savedAt: Date.now(), data } satisfies StoredConfig);
      return data;
    },
    staleTime: CONFIG_CACHE_MS,
    gcTime: CONFIG_CACHE_MS,
    initialData: () => readStoredConfig(path, schema)?.data,
    initialDataUpdatedAt: () => readStoredConfig(path, schema)?.savedAt,
  });
}
