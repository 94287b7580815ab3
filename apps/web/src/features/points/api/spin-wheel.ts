import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spinAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { pointsKeys } from './keys';

/** POST /p/raffle/spin: the server draws the prize; 'Not enough points' and a closed wheel are refusals (409). */
export const spinWheel = () => apiPost('/p/raffle/spin', {}, { schema: spinAnswer });

/** A spin changes the balance, the free spins, the latest spins and maybe a prize's stock: all read again. */
export function useSpinWheel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: spinWheel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}
