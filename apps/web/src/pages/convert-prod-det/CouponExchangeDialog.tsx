import type { ExchangeAnswer, MallGoodsDetail } from '@tread/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useTranslation } from 'react-i18next';
import { CouponPath } from '../../features/coupons/paths';
import { formatPoints } from '../../features/points/format-points';
import { useExchangeCoupon } from '../../features/points-mall/api/exchange-coupon';
import { pointsText } from '../../features/points-mall/mall-price';
import { mallRefusalText } from '../../features/points-mall/mall-rules';
import { Button, buttonClass } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { AppLink } from '../../ui/navigator';

export type CouponDialogStep =
  | { kind: 'confirm'; refusal: string | null }
  | { kind: 'done'; answer: ExchangeAnswer };

export interface CouponExchangeDialogProps {
  goods: MallGoodsDetail;
  step: CouponDialogStep | null;
  onStep: (step: CouponDialogStep | null) => void;
}

/** 'Exchange this coupon?' with what it takes from the balance; then what the server answered, and My coupons. */
export function CouponExchangeDialog({ goods, step, onStep }: CouponExchangeDialogProps) {
  const { t } = useTranslation();
  const exchange = useExchangeCoupon();
  const close = () => onStep(null);

  const confirm = async () => {
    try {
      const answer = await exchange.mutateAsync(goods.id);
      onStep({ kind: 'done', answer });
    } catch (error) {
      // 'Not enough points', sold out or the limit reached: said in the dialog; other failures were already told.
      const refusal = mallRefusalText(error);
      if (refusal) onStep({ kind: 'confirm', refusal });
      else close();
    }
  };

  if (step?.kind === 'done') {
    const { balance, message } = step.answer;
    return (
      <Modal
        open
        title={t('pointsMall.detail.doneTitle')}
        onClose={close}
        footer={
          <div className="coupon-exchange__actions">
            <Button variant="secondary" onClick={close}>
              {t('pointsMall.detail.done')}
            </Button>
            <AppLink to={CouponPath.mine} className={buttonClass('accent')}>
              {t('pointsMall.detail.toCoupons')}
            </AppLink>
          </div>
        }
      >
        <p className="coupon-exchange__message" role="status">
          <CircleCheck size={24} aria-hidden="true" />
          {message}
        </p>
        <p className="muted coupon-exchange__after">
          {t('pointsMall.detail.nowHave', { count: balance, formatted: formatPoints(balance) })}
        </p>
      </Modal>
    );
  }

  const after = goods.balance - goods.pointsPrice;
  return (
    <Modal
      open={step !== null}
      title={t('pointsMall.detail.confirmTitle')}
      onClose={close}
      footer={
        <div className="coupon-exchange__actions">
          <Button variant="secondary" onClick={close}>
            {t('pointsMall.detail.cancel')}
          </Button>
          <Button
            variant="accent"
            busy={exchange.isPending}
            onClick={() => {
              void confirm();
            }}
          >
            {t('pointsMall.detail.confirm')}
          </Button>
        </div>
      }
    >
      <p>
        {t('pointsMall.detail.confirmText', { points: pointsText(t, goods.pointsPrice), name: goods.name })}
      </p>
      {after >= 0 && (
        <p className="muted coupon-exchange__after">
          {t('pointsMall.detail.confirmAfter', { formatted: formatPoints(after) })}
        </p>
      )}
      {step?.refusal && (
        <p className="coupon-exchange__refusal" role="alert">
          {step.refusal}
        </p>
      )}
    </Modal>
  );
}
