import { zodResolver } from '@hookform/resolvers/zod';
import { type CheckoutAnswer, formatPrice, POINTS_MULTIPLE } from '@tread/domain';
import Coins from 'lucide-react/icons/coins';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../features/forms/controlled';
import { SwitchField } from '../../features/forms/fields';
import { showRefusal } from '../../features/forms/server-errors';
import { formatPoints } from '../../features/points/format-points';
import { type PointsFormInput, type PointsFormOutput, pointsFormFor } from './points-form';

/** How many points make a dollar, for the hint: 100 at a cent a point. */
const POINTS_PER_DOLLAR_CENTS = 100;

export interface PointsRowProps {
  points: CheckoutAnswer['points'];
  /** The points the request pays with now. */
  used: number;
  onUse: (points: number) => void;
  /** The server's refusal of the points ('Not enough points'), shown on the field. */
  refusal: unknown;
}

/**
 * 'Points' (SPEC §5, §9 payment type 0): the balance, 'Use up to N points (-$x.xx)' as a switch, and the points to
 * use in multiples of 10, at most what these orders take. Hidden when there are no points at all.
 */
export function PointsRow({ points, used, onUse, refusal }: PointsRowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { balance, usable, pointValueCents } = points;
  const [open, setOpen] = useState(used > 0);
  const rules = useMemo(
    () =>
      zodResolver(
        pointsFormFor(
          { balance, usable },
          t('checkout.points.atMost', { formatted: formatPoints(usable), count: usable }),
        ),
      ),
    [balance, usable, t],
  );
  const form = useForm<PointsFormInput, unknown, PointsFormOutput>({
    resolver: rules,
    defaultValues: { points: String(used) },
  });
  const { control, handleSubmit, reset, setError } = form;

  useEffect(() => {
    reset({ points: String(used) });
  }, [used, reset]);
  useEffect(() => {
    if (refusal) showRefusal(refusal, setError, ['points']);
  }, [refusal, setError]);

  if (balance === 0 && usable === 0) return null;
  const worth = (count: number) => formatPrice(count * pointValueCents);

  return (
    <section className="checkout-card points-row" aria-labelledby={titleId}>
      <div className="points-row__head">
        <h2 id={titleId} className="checkout-card__title points-row__title">
          <Coins size={20} aria-hidden="true" />
          {t('checkout.points.title')}
        </h2>
        <span className="points-row__balance">
          {t('checkout.points.balance', { count: balance, formatted: formatPoints(balance) })}
        </span>
      </div>
      {usable > 0 || open ? (
        <>
          <SwitchField
            label={t('checkout.points.useUpTo', { formatted: formatPoints(usable), amount: worth(usable) })}
            checked={open}
            disabled={usable === 0 && !open}
            onChange={(on) => {
              setOpen(on);
              onUse(on ? usable : 0);
            }}
          />
          {open && (
            <form
              className="points-row__form"
              noValidate
              onSubmit={handleSubmit((values) => onUse(values.points))}
            >
              <FormTextField
                control={control}
                name="points"
                label={t('checkout.points.field')}
                inputMode="numeric"
                autoComplete="off"
                hint={t('checkout.points.hint', {
                  multiple: POINTS_MULTIPLE,
                  formatted: formatPoints(POINTS_PER_DOLLAR_CENTS / pointValueCents),
                  amount: formatPrice(POINTS_PER_DOLLAR_CENTS),
                })}
                end={
                  <button type="submit" className="points-row__apply">
                    {t('checkout.points.apply')}
                  </button>
                }
              />
            </form>
          )}
        </>
      ) : (
        <p className="points-row__none">{t('checkout.points.noneUsable', { multiple: POINTS_MULTIPLE })}</p>
      )}
    </section>
  );
}
