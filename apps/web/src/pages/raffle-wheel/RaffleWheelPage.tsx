import type { RaffleWheel, SpinAnswer } from '@tread/domain';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Coins from 'lucide-react/icons/coins';
import Gift from 'lucide-react/icons/gift';
import PartyPopper from 'lucide-react/icons/party-popper';
import Ticket from 'lucide-react/icons/ticket';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { refusalText } from '../../features/forms/server-errors';
import { useRaffleWheel } from '../../features/points/api/raffle-wheel';
import { useSpinWheel } from '../../features/points/api/spin-wheel';
import { formatPoints } from '../../features/points/format-points';
import { PointsPath } from '../../features/points/paths';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Card';
import { formatDateTime } from '../../ui/format';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { SpinResult } from './SpinResult';
import { WheelDisc } from './WheelDisc';
import './raffle-wheel.css';

/** How long the wheel turns: the stylesheet's transition (3 s) and a moment to settle. */
const SPIN_MS = 3200;

/** No turning for shoppers who asked for less motion: the wheel is at the prize at once. */
const spinDuration = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 0
    : SPIN_MS;

const SPINS_SHOWN = 5;

/** The balance, the free spins and the price of a spin, above the wheel. */
function WheelStanding({ wheel }: { wheel: RaffleWheel }) {
  const { t } = useTranslation();
  return (
    <section className="raffle-standing hero-card" aria-label={t('points.raffle.balance')}>
      <span className="raffle-standing__label hero-card__label">
        <Coins size={18} aria-hidden="true" />
        {t('points.raffle.balance')}
      </span>
      <span className="raffle-standing__figure hero-card__figure">{formatPoints(wheel.balance)}</span>
      {wheel.freeSpins > 0 && (
        <span className="raffle-standing__free">
          <Gift size={16} aria-hidden="true" />
          {t('points.raffle.freeSpins', { count: wheel.freeSpins })}
        </span>
      )}
    </section>
  );
}

/** Every prize's chance, shown openly, with those run out marked. */
function Chances({ prizes }: { prizes: RaffleWheel['prizes'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('points.raffle.chancesTitle')}>
      <ul className="raffle-chances" aria-label={t('points.raffle.chancesLabel')}>
        {prizes.map((prize) => (
          <li key={prize.id} className={`raffle-chance${prize.soldOut ? ' raffle-chance--sold-out' : ''}`}>
            <span className="raffle-chance__name">
              {prize.name}
              {prize.soldOut && <span className="raffle-chance__tag">{t('points.raffle.soldOut')}</span>}
            </span>
            <span className="raffle-chance__figure">
              {t('points.raffle.chance', { chance: prize.chance })}
            </span>
            <meter
              className="raffle-chance__meter"
              min={0}
              max={100}
              value={prize.chance}
              aria-hidden="true"
            />
          </li>
        ))}
      </ul>
      <p className="raffle-note">{t('points.raffle.chancesNote')}</p>
    </Section>
  );
}

function LatestSpins({ spins }: { spins: RaffleWheel['spins'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('points.raffle.spinsTitle')}>
      {spins.length === 0 ? (
        <p className="card muted">{t('points.raffle.noSpins')}</p>
      ) : (
        <ul className="raffle-spins" aria-label={t('points.raffle.spinsTitle')}>
          {spins.slice(0, SPINS_SHOWN).map((spin) => (
            <li key={`${spin.time}-${spin.prizeName}`} className="raffle-spin">
              <span className={`raffle-spin__name raffle-spin__name--${spin.kind}`}>{spin.prizeName}</span>
              <span className="raffle-spin__time">{formatDateTime(spin.time)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function WheelRules({ wheel }: { wheel: RaffleWheel }) {
  const { t } = useTranslation();
  const rules = [
    {
      key: 'cost',
      Icon: Coins,
      text:
        wheel.spinCost > 0
          ? t('points.raffle.rules.cost', { count: wheel.spinCost })
          : t('points.raffle.rules.costFree'),
    },
    wheel.freeSpinEveryStreakDays > 0 && {
      key: 'free',
      Icon: CalendarCheck,
      text: t('points.raffle.rules.free', { days: wheel.freeSpinEveryStreakDays }),
    },
    { key: 'prizes', Icon: Ticket, text: t('points.raffle.rules.prizes') },
  ].filter((rule) => rule !== false);
  return (
    <Section title={t('points.raffle.rulesTitle')}>
      <ul className="rule-list">
        {rules.map(({ key, Icon, text }) => (
          <li key={key} className="rule-list__rule">
            <span className="rule-list__icon" aria-hidden="true">
              <Icon size={20} />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The wheel and its button: a spin is drawn by the server, then the wheel turns to it and the prize is told. */
function Wheel({ wheel }: { wheel: RaffleWheel }) {
  const { t } = useTranslation();
  const spin = useSpinWheel();
  const [at, setAt] = useState(0);
  const [spinning, setSpinning] = useState(false);
  // While the wheel turns, the page shows the wheel as it was: the new balance would give the prize away.
  const [frozen, setFrozen] = useState<RaffleWheel | null>(null);
  const [result, setResult] = useState<SpinAnswer | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const shown = frozen ?? wheel;
  const free = shown.freeSpins > 0;
  const busy = spin.isPending || spinning;

  const onSpin = async () => {
    if (busy) return;
    setRefused(null);
    setResult(null);
    try {
      const answer = await spin.mutateAsync();
      setFrozen(wheel);
      setAt(answer.prizeIndex);
      setSpinning(true);
      timer.current = setTimeout(() => {
        setSpinning(false);
        setFrozen(null);
        setResult(answer);
      }, spinDuration());
    } catch (error) {
      // 'Not enough points' or the wheel closed meanwhile: said under the button.
      const text = refusalText(error);
      if (text) setRefused(text);
    }
  };

  let label: string;
  if (spinning) label = t('points.raffle.spinning');
  else if (free) label = t('points.raffle.spinFree');
  else label = t('points.raffle.spinFor', { points: shown.spinCost });

  return (
    <>
      <WheelStanding wheel={shown} />
      <div className="raffle-stage">
        <WheelDisc prizes={shown.prizes} at={at} spinning={spinning} />
        <Button
          variant="accent"
          block
          className="raffle-stage__spin"
          busy={spin.isPending}
          disabled={spinning}
          icon={free && !spinning ? <PartyPopper size={20} aria-hidden="true" /> : undefined}
          onClick={() => void onSpin()}
        >
          {label}
        </Button>
        {refused && (
          <p className="raffle-stage__refused" role="alert">
            {refused}{' '}
            <AppLink to={PointsPath.index} className="raffle-stage__earn">
              {t('points.raffle.earnMore')}
            </AppLink>
          </p>
        )}
      </div>
      <SpinResult
        result={result}
        canSpinAgain={wheel.freeSpins > 0 || wheel.balance >= wheel.spinCost}
        onClose={() => setResult(null)}
        onSpinAgain={() => void onSpin()}
      />
    </>
  );
}

/** raffle-wheel (SPEC §2 Member/points): spin with points or a free spin, the odds in the open, the latest spins. */
export default function RaffleWheelPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.raffle-wheel'));
  const wheel = useRaffleWheel();
  let body: ReactNode;
  if (wheel.isPending) {
    body = (
      <>
        <Skeleton height={72} radius={16} />
        <Skeleton height={320} radius={160} />
      </>
    );
  } else if (wheel.isError) body = <SectionError onRetry={() => void wheel.refetch()} />;
  else if (!wheel.data.enabled) {
    body = (
      <StatusView
        icon={<Gift size={40} />}
        title={t('points.raffle.closed')}
        text={t('points.raffle.closedText')}
      />
    );
  } else {
    body = (
      <>
        <Wheel wheel={wheel.data} />
        <Chances prizes={wheel.data.prizes} />
        <LatestSpins spins={wheel.data.spins} />
        <WheelRules wheel={wheel.data} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('routes.raffle-wheel')} />
      <div className="page raffle-wheel">{body}</div>
    </>
  );
}
