import { formatPrice } from '@tread/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import Coins from 'lucide-react/icons/coins';
import Ticket from 'lucide-react/icons/ticket';
import TrendingUp from 'lucide-react/icons/trending-up';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '../../features/points/format-points';
import { useTopUp } from '../../features/wallet/api/top-up';
import { WalletPath } from '../../features/wallet/paths';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { Skeleton } from '../../ui/Skeleton';

/** A paid top-up: the amount now in the balance, the bonus it brought, and the way back to the wallet. */
export function TopUpSuccess({ number }: { number: string }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const topUp = useTopUp(number);
  const data = topUp.data;
  const bonus = data
    ? [
        data.bonusPoints > 0 && {
          key: 'points',
          Icon: Coins,
          text: t('orders.payResult.topUpPoints', {
            count: data.bonusPoints,
            formatted: formatPoints(data.bonusPoints),
          }),
        },
        data.bonusGrowth > 0 && {
          key: 'growth',
          Icon: TrendingUp,
          text: t('orders.payResult.topUpGrowth', { formatted: formatPoints(data.bonusGrowth) }),
        },
        ...data.coupons.map((coupon) => ({ key: `coupon-${coupon.id}`, Icon: Ticket, text: coupon.name })),
      ].filter((line) => line !== false)
    : [];

  return (
    <div className="top-up-paid">
      <CircleCheck size={48} className="pay-result__icon--success" aria-hidden="true" />
      <h2 className="top-up-paid__title">{t('orders.payResult.topUpSuccessTitle')}</h2>
      {data ? (
        <>
          <p className="top-up-paid__amount">{formatPrice(data.amountCents)}</p>
          <p className="top-up-paid__text">
            {t('orders.payResult.topUpAdded', { amount: formatPrice(data.amountCents) })}
          </p>
          {bonus.length > 0 && (
            <section className="top-up-paid__bonus" aria-label={t('orders.payResult.topUpBonusLabel')}>
              <h3 className="top-up-paid__bonus-title">{t('orders.payResult.topUpBonus')}</h3>
              <ul className="top-up-paid__bonus-list">
                {bonus.map(({ key, Icon, text }) => (
                  <li key={key} className="top-up-paid__bonus-line">
                    <Icon size={18} aria-hidden="true" />
                    {text}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className="top-up-paid__number">{t('orders.payResult.topUpNumber', { number })}</p>
        </>
      ) : (
        topUp.isPending && <Skeleton height={120} radius={12} />
      )}
      <div className="pay-result__actions">
        <Button
          variant="accent"
          block
          onClick={() => void navigator.tap(WalletPath.wallet, { replace: true })}
        >
          {t('orders.payResult.myWallet')}
        </Button>
        <Button
          variant="secondary"
          block
          onClick={() => void navigator.tap(WalletPath.recharge, { replace: true })}
        >
          {t('orders.payResult.rechargeAgain')}
        </Button>
      </div>
    </div>
  );
}
