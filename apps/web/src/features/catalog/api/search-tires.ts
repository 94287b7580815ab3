import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { tireSearchAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { type CatalogQuery, catalogKeys } from './keys';

const PAGE_SIZE = 20;

/** GET /search/tires. A size the server cannot read answers 400 with the spec's words; the page shows them. */
export const fetchTires = (query: CatalogQuery, signal?: AbortSignal) =>
  apiGet('/search/tires', { query, signal, schema: tireSearchAnswer, quiet400: true });

/** The results of a size or vehicle search, page by page for infinite scroll. */
export function useTireSearch(query: CatalogQuery, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: catalogKeys.tires(query),
    queryFn: ({ pageParam, signal }) => fetchTires({ ...query, current: pageParam, size: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.current + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });
}
