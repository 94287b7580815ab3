import { type PointsSummary, SIGN_IN_REWARDS, signInReward } from '@tread/domain';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Check from 'lucide-react/icons/check';
import Flame from 'lucide-react/icons/flame';
import PartyPopper from 'lucide-react/icons/party-popper';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../features/forms/server-errors';
import { useSignInToday } from '../../features/points/api/sign-in-today';
import { PointsPath } from '../../features/points/paths';
import { Button } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { showToast } from '../../ui/toast';

type SignInStanding = PointsSummary['signIn'];

/** The strip's week: days 1–7 of the streak, or the latest seven once a streak runs past a week. */
function stripDays({ signedToday, streak }: SignInStanding) {
  const today = signedToday ? streak : streak + 1;
  const first = Math.max(1, today - SIGN_IN_REWARDS.length + 1);
  return SIGN_IN_REWARDS.map((_, index) => {
    const day = first + index;
    const done = day < today || (day === today && signedToday);
    return { day, points: signInReward(day), done, isToday: day === today };
  });
}

const dayStateKey = (done: boolean, isToday: boolean) => {
  if (isToday) return done ? 'doneToday' : 'today';
  return done ? 'done' : 'ahead';
};

/** Today's sign-in: the week's rewards with the streak ticked, and the button that collects today's. */
export function SignInCard({ signIn }: { signIn: SignInStanding }) {
  const { t } = useTranslation();
  const titleId = useId();
  const signInToday = useSignInToday();

  const onSignIn = async () => {
    try {
      const answer = await signInToday.mutateAsync();
      showToast(answer.message);
    } catch (error) {
      // 'Time is not up': signed in today already, maybe on another device; the figures are read again.
      const refused = refusalText(error);
      if (refused) showToast(refused);
    }
  };

  return (
    <section className="card sign-in-card" aria-labelledby={titleId}>
      <div>
        <div className="sign-in-card__head">
          <h2 id={titleId} className="sign-in-card__title">
            {t('points.signIn.title')}
          </h2>
          {signIn.streak > 0 && (
            <span className="sign-in-card__streak">
              <Flame size={16} aria-hidden="true" />
              {t('points.signIn.streak', { count: signIn.streak })}
            </span>
          )}
        </div>
        <p className="sign-in-card__hint">{t('points.signIn.hint')}</p>
      </div>
      <ol className="sign-in-strip" aria-label={t('points.signIn.stripLabel')}>
        {stripDays(signIn).map(({ day, points, done, isToday }) => (
          <li
            key={day}
            className={`sign-in-day${done ? ' sign-in-day--done' : ''}${isToday ? ' sign-in-day--today' : ''}`}
          >
            <span className="visually-hidden">
              {t(`points.signIn.dayState.${dayStateKey(done, isToday)}`, { day, points })}
            </span>
            <span className="sign-in-day__coin" aria-hidden="true">
              {done ? <Check size={18} strokeWidth={3} /> : t('points.signIn.reward', { points })}
            </span>
            <span className="sign-in-day__label" aria-hidden="true">
              {t('points.signIn.day', { day })}
            </span>
          </li>
        ))}
      </ol>
      {signInToday.data?.freeSpinWon && (
        <p className="sign-in-card__free-spin" role="status">
          <PartyPopper size={20} aria-hidden="true" />
          <span>{t('points.signIn.freeSpin')}</span>
          <AppLink to={PointsPath.raffle} className="sign-in-card__spin-now">
            {t('points.signIn.spinNow')}
          </AppLink>
        </p>
      )}
      {signIn.signedToday ? (
        <div className="sign-in-card__done">
          <Button variant="secondary" block disabled icon={<CalendarCheck size={20} aria-hidden="true" />}>
            {t('points.signIn.done')}
          </Button>
          <p className="sign-in-card__tomorrow">
            {t('points.signIn.tomorrow', { points: signIn.tomorrowReward })}
          </p>
        </div>
      ) : (
        <Button variant="accent" block busy={signInToday.isPending} onClick={() => void onSignIn()}>
          {t('points.signIn.button', { points: signIn.todayReward })}
        </Button>
      )}
    </section>
  );
}
