import { useInfiniteQuery } from '@tanstack/react-query';
import { refundPage } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { refundsQueryKey } from './keys';

export const REFUND_PAGE_SIZE = 10;

/** GET /p/refund/list: one page of the shopper's requests, newest first. */
export const fetchRefundPage = (current: number, signal?: AbortSignal) =>
  apiGet('/p/refund/list', { signal, schema: refundPage, query: { current, size: REFUND_PAGE_SIZE } });

/** The after-sales list, page by page for infinite scroll. */
export function useRefundPages() {
  const signedIn = useIsSignedIn();
  const pages = useInfiniteQuery({
    queryKey: [...refundsQueryKey, 'list'],
    queryFn: ({ pageParam, signal }) => fetchRefundPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.current + 1 : undefined),
    enabled: signedIn,
  });
  return { pages, refunds: pages.data?.pages.flatMap((page) => page.records) ?? [] };
}
