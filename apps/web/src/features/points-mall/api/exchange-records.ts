import { useInfiniteQuery } from '@tanstack/react-query';
import { exchangeRecordsPage } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { mallKeys } from './keys';

export const EXCHANGE_RECORDS_PAGE_SIZE = 10;

/** GET /p/pointsMall/exchanges: one page of the shopper's exchanges, newest first. */
export const fetchExchangeRecords = (current: number, size: number, signal?: AbortSignal) =>
  apiGet('/p/pointsMall/exchanges', { signal, schema: exchangeRecordsPage, query: { current, size } });

export function useExchangeRecordPages() {
  const signedIn = useIsSignedIn();
  const pages = useInfiniteQuery({
    queryKey: mallKeys.exchanges(),
    queryFn: ({ pageParam, signal }) => fetchExchangeRecords(pageParam, EXCHANGE_RECORDS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.current + 1 : undefined),
    enabled: signedIn,
  });
  return { pages, records: pages.data?.pages.flatMap((page) => page.records) ?? [] };
}
