import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductPage } from '@tread/domain';
import { useTireLibrary } from '../tire-library/use-tire-library';
import type { CatalogQuery } from './api/keys';

export const LIST_PAGE_SIZE = 20;

type Query = CatalogQuery;

/**
 * Pages of product cards for infinite scroll: `current` goes up by one while the answer says hasMore.
 * The current vehicle (if any) rides along so cards carry their fitment.
 */
export function useProductPages<T extends ProductPage>(
  key: readonly unknown[],
  query: Query,
  fetchPage: (query: Query, signal?: AbortSignal) => Promise<T>,
  enabled = true,
) {
  const library = useTireLibrary();
  const vehicle = library.current?.kind === 'vehicle' ? library.current.vehicle : null;
  const withVehicle = { ...query, vehicleId: vehicle?.vehicleId };
  const pages = useInfiniteQuery({
    queryKey: [...key, withVehicle],
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ ...withVehicle, current: pageParam, size: LIST_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.current + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled: enabled && library.ready,
  });
  return {
    pages,
    first: pages.data?.pages[0],
    cards: pages.data?.pages.flatMap((page) => page.records) ?? [],
  };
}
