import Crown from 'lucide-react/icons/crown';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { formatDate } from '../../ui/format';
import { useNavigator } from '../../ui/navigator';
import { Skeleton } from '../../ui/Skeleton';
import { useVipPurchase } from './api/vip-purchase';
import { MemberPath } from './paths';
import './member.css';

/**
 * A paid Tread Plus purchase (V…) on pay-result: the welcome, until when the membership runs, and the way to the
 * member center. Until the server has the payment it says so; reading it refreshes the member center once paid.
 */
export function VipPurchaseSuccess({ number }: { number: string }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const purchase = useVipPurchase(number);
  const data = purchase.data;
  return (
    <div className="vip-paid">
      <span className="vip-paid__crown" aria-hidden="true">
        <Crown size={32} />
      </span>
      <h2 className="vip-paid__title">{t('member.paid.title')}</h2>
      {data ? (
        <>
          <p className="vip-paid__plan">{data.planName}</p>
          <p className="vip-paid__text">
            {data.status === 'paid' && data.expiresAt
              ? t('member.paid.until', { date: formatDate(data.expiresAt) })
              : t('member.paid.confirming')}
          </p>
          <p className="vip-paid__number">{t('member.paid.number', { number })}</p>
        </>
      ) : (
        purchase.isPending && <Skeleton height={72} radius={12} />
      )}
      <div className="vip-paid__actions">
        <Button
          variant="accent"
          block
          onClick={() => void navigator.tap(MemberPath.center, { replace: true })}
        >
          {t('member.paid.toCenter')}
        </Button>
        <Button variant="secondary" block onClick={() => void navigator.tap('/', { replace: true })}>
          {t('member.paid.toShop')}
        </Button>
      </div>
    </div>
  );
}
