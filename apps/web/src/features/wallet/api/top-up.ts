import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TopUpStatus, topUpAnswer } from '@tread/domain';
import { useEffect } from 'react';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { pointsKeys } from '../../points/api/keys';
import { walletKeys } from './keys';

/** GET /p/wallet/topUp?number=: one top-up, its status and, once paid, the bonus it gave. */
export const fetchTopUp = (number: string, signal?: AbortSignal) =>
  apiGet('/p/wallet/topUp', { signal, schema: topUpAnswer, query: { number } });

/** The top-up as pay-result shows it; once paid, the balance and points it changed are read again. */
export function useTopUp(number: string | null) {
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: walletKeys.topUp(number ?? ''),
    queryFn: ({ signal }) => fetchTopUp(number ?? '', signal),
    enabled: signedIn && number !== null,
  });
  const paid = query.data?.status === TopUpStatus.Paid;
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: walletKeys.balance() });
    void queryClient.invalidateQueries({ queryKey: walletKeys.records() });
    void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
  }, [paid, queryClient]);
  return query;
}
