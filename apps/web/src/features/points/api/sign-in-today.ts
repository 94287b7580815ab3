import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PointsSummary, signInAnswer, signInReward } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { pointsKeys } from './keys';

/** POST /p/points/signIn: today's sign-in; 'Time is not up' (409, already signed today) is the caller's to show. */
export const signInToday = () => apiPost('/p/points/signIn', undefined, { schema: signInAnswer });

/** Signed in, the center shows the answer at once; signed or refused, every points figure is read again. */
export function useSignInToday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInToday,
    onSuccess: (answer) =>
      queryClient.setQueryData<PointsSummary>(
        pointsKeys.summary(),
        (summary) =>
          summary && {
            ...summary,
            balance: answer.balance,
            signIn: {
              signedToday: true,
              streak: answer.streak,
              todayReward: answer.points,
              tomorrowReward: signInReward(answer.streak + 1),
            },
          },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}
