import { useQuery } from '@tanstack/react-query';
import { walletBalanceAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { walletKeys } from './keys';

/** GET /p/wallet/balance: the shopper's balance in cents. */
export const fetchWalletBalance = (signal?: AbortSignal) =>
  apiGet('/p/wallet/balance', { signal, schema: walletBalanceAnswer });

export function useWalletBalance() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: walletKeys.balance(),
    queryFn: ({ signal }) => fetchWalletBalance(signal),
    enabled: signedIn,
  });
}
