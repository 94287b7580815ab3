import { useQuery, useQueryClient } from '@tanstack/react-query';
import { vipPurchaseAnswer } from '@tread/domain';
import { useEffect } from 'react';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { memberKeys } from './keys';

/** GET /p/vip/purchase?number=: one Tread Plus purchase, its status and, once paid, the membership's end. */
export const fetchVipPurchase = (number: string, signal?: AbortSignal) =>
  apiGet('/p/vip/purchase', { signal, schema: vipPurchaseAnswer, query: { number } });

/** The purchase as pay-result shows it; once paid, the member center and the offer are read again. */
export function useVipPurchase(number: string | null) {
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: memberKeys.vipPurchase(number ?? ''),
    queryFn: ({ signal }) => fetchVipPurchase(number ?? '', signal),
    enabled: signedIn && number !== null,
  });
  const paid = query.data?.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: memberKeys.center() });
    void queryClient.invalidateQueries({ queryKey: memberKeys.vipOffer() });
  }, [paid, queryClient]);
  return query;
}
