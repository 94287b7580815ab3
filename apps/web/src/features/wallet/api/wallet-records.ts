import { useInfiniteQuery } from '@tanstack/react-query';
import { walletRecordsAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { walletKeys } from './keys';

export const WALLET_RECORD_PAGE_SIZE = 10;

/** GET /p/wallet/records: one page of the shopper's balance changes, newest first. */
export const fetchWalletRecords = (current: number, size: number, signal?: AbortSignal) =>
  apiGet('/p/wallet/records', { signal, schema: walletRecordsAnswer, query: { current, size } });

/** The whole history, page by page for infinite scroll. */
export function useWalletRecordPages() {
  const signedIn = useIsSignedIn();
  const pages = useInfiniteQuery({
    queryKey: walletKeys.records(),
    queryFn: ({ pageParam, signal }) => fetchWalletRecords(pageParam, WALLET_RECORD_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.current + 1 : undefined),
    enabled: signedIn,
  });
  return { pages, records: pages.data?.pages.flatMap((page) => page.records) ?? [] };
}
