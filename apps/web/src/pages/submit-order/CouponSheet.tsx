import { type CouponOfferAnswer, CouponStatus, formatPrice, type MyCoupon } from '@tread/domain';
import Circle from 'lucide-react/icons/circle';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyCoupons } from '../../features/coupons/api/my-coupons';
import { CouponCodeField } from '../../features/coupons/CouponCodeField';
import { CouponCountdown } from '../../features/coupons/CouponCountdown';
import { CouponTicket } from '../../features/coupons/CouponTicket';
import { chosenTotal, isSelectable, toggleCoupon } from '../../features/coupons/checkout-coupons';
import { endsWithinDay } from '../../features/coupons/coupon-time';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';

export interface CouponSheetProps {
  open: boolean;
  /** The order group's title, e.g. 'Tires'. */
  groupName: string;
  /** The group's coupons as the server last priced them. */
  offers: readonly CouponOfferAnswer[];
  /** The ids chosen now: what the shopper tapped, before the server has priced it. */
  selected: readonly number[];
  /** The summary is being priced again. */
  pricing: boolean;
  onChoose: (userCouponIds: number[]) => void;
  onClose: () => void;
}

function OfferButton({
  offer,
  chosen,
  onTap,
}: {
  offer: CouponOfferAnswer;
  chosen: boolean;
  onTap: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className="coupon-option" aria-pressed={chosen} onClick={onTap}>
      <CouponTicket
        coupon={offer.coupon}
        when={
          endsWithinDay(offer.coupon.validTo, Date.now()) ? (
            <CouponCountdown validTo={offer.coupon.validTo} />
          ) : undefined
        }
        badges={
          chosen && offer.amount > 0 ? (
            <span className="coupon-badge coupon-badge--saving">
              {t('coupons.checkout.takesOff', { amount: formatPrice(offer.amount) })}
            </span>
          ) : undefined
        }
        action={
          <span className={`coupon-option__check${chosen ? ' coupon-option__check--on' : ''}`}>
            {chosen ? <CircleCheck size={24} aria-hidden="true" /> : <Circle size={24} aria-hidden="true" />}
            <span className="visually-hidden">{chosen ? t('coupons.checkout.selected') : ''}</span>
          </span>
        }
        note={!chosen && offer.reasonText ? offer.reasonText : undefined}
      />
    </button>
  );
}

/**
 * The order's coupons (SPEC §4, §5): usable ones to tap (one that does not stack is chosen alone, stackable
 * ones go together), the others grayed with why, and a code to claim and choose. Every tap is priced by the
 * server; the sheet shows only what it answers.
 */
export function CouponSheet({
  open,
  groupName,
  offers,
  selected,
  pricing,
  onChoose,
  onClose,
}: CouponSheetProps) {
  const { t } = useTranslation();
  // Which of the shopper's coupons came from a code: one code per order, so a second replaces the first.
  const mine = useMyCoupons(CouponStatus.Unused, open);
  const byCode = useMemo(
    () =>
      new Set((mine.data?.list ?? []).filter((coupon) => coupon.byCode).map((coupon) => coupon.userCouponId)),
    [mine.data],
  );
  const usable = offers.filter(isSelectable);
  const unusable = offers.filter((offer) => !isSelectable(offer));
  const total = chosenTotal(offers);

  const onClaimed = (coupon: MyCoupon) => {
    const claimed: CouponOfferAnswer = {
      userCouponId: coupon.userCouponId,
      coupon,
      chosen: false,
      reason: null,
      reasonText: null,
      amount: 0,
    };
    onChoose(
      toggleCoupon(selected, claimed, [...offers, claimed], new Set([...byCode, coupon.userCouponId])),
    );
  };

  return (
    <Sheet
      open={open}
      title={`${t('coupons.checkout.sheetTitle')} · ${groupName}`}
      onClose={onClose}
      footer={
        <Button variant="accent" block busy={pricing} onClick={onClose}>
          {total > 0 ? `${t('coupons.checkout.done')} · -${formatPrice(total)}` : t('coupons.checkout.done')}
        </Button>
      }
    >
      <div className="coupon-sheet" aria-busy={pricing || undefined}>
        <CouponCodeField onClaimed={onClaimed} />
        {offers.length === 0 ? (
          <p className="muted">{t('coupons.checkout.noCoupons')}</p>
        ) : (
          <>
            {usable.length > 0 && (
              <section className="coupon-sheet__group" aria-label={t('coupons.checkout.usable')}>
                <h3 className="coupon-sheet__title">{t('coupons.checkout.usable')}</h3>
                <ul className="stack-list">
                  {usable.map((offer) => (
                    <li key={offer.userCouponId}>
                      <OfferButton
                        offer={offer}
                        chosen={selected.includes(offer.userCouponId)}
                        onTap={() => onChoose(toggleCoupon(selected, offer, offers, byCode))}
                      />
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      className="coupon-option coupon-option--none"
                      aria-pressed={selected.length === 0}
                      onClick={() => onChoose([])}
                    >
                      {t('coupons.checkout.noneChosen')}
                    </button>
                  </li>
                </ul>
              </section>
            )}
            {unusable.length > 0 && (
              <section className="coupon-sheet__group" aria-label={t('coupons.checkout.unusable')}>
                <h3 className="coupon-sheet__title">{t('coupons.checkout.unusable')}</h3>
                <ul className="stack-list">
                  {unusable.map((offer) => (
                    <li key={offer.userCouponId}>
                      <CouponTicket coupon={offer.coupon} muted note={offer.reasonText} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
    </Sheet>
  );
}
