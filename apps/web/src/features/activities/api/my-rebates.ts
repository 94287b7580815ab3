import { useQuery } from '@tanstack/react-query';
import { type MyRebatesAnswer, myRebatesAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { activityKeys } from './keys';

export type MyRebate = MyRebatesAnswer['list'][number];

/** GET /p/rebates/mine: the rebates and cash back the shopper's orders earned, pending, paid or void. */
export const fetchMyRebates = (signal?: AbortSignal) =>
  apiGet('/p/rebates/mine', { signal, schema: myRebatesAnswer });

/** Asked only when signed in: a guest's rebates page shows the offers alone. */
export function useMyRebates() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: activityKeys.myRebates(),
    queryFn: ({ signal }) => fetchMyRebates(signal),
    enabled: signedIn,
  });
}
