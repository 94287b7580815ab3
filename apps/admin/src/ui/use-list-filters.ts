import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A list screen's filters and page live in the address (shareable, kept on reload), read through the same
 * domain schema the server parses them with; a filter change goes back to page 1.
 */
export function useListFilters<Schema extends z.ZodType<object>>(schema: Schema) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const parsed = schema.safeParse(Object.fromEntries(params));
    return parsed.success ? parsed.data : schema.parse({});
  }, [params, schema]);

  const setFilters = useCallback(
    (next: Record<string, string | number | undefined>, page = 1) =>
      setParams(() => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(next))
          if (value !== undefined && value !== '') search.set(key, String(value));
        if (page > 1) search.set('current', String(page));
        return search;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (page: number) =>
      setParams((current) => {
        const search = new URLSearchParams(current);
        search.set('current', String(page));
        return search;
      }),
    [setParams],
  );
  return { filters: filters as z.output<Schema>, params, setFilters, setPage };
}
