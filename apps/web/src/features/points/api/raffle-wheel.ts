import { useQuery } from '@tanstack/react-query';
import { raffleWheel } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { pointsKeys } from './keys';

/** GET /p/raffle: the wheel's prizes in order with their odds, the price of a spin, free spins and the balance. */
export const fetchRaffleWheel = (signal?: AbortSignal) =>
  apiGet('/p/raffle', { signal, schema: raffleWheel });

export function useRaffleWheel() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: pointsKeys.raffle(),
    queryFn: ({ signal }) => fetchRaffleWheel(signal),
    enabled: signedIn,
  });
}
