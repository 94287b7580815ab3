import { PayResultStatus } from '@tread/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Hourglass from 'lucide-react/icons/hourglass';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HOME_ROUTE } from '../../app/routes';
import { usePageTitle } from '../../app/use-page-title';
import { MemberPath } from '../../features/member/paths';
import { VipPurchaseSuccess } from '../../features/member/VipPurchaseSuccess';
import { OrderPath, orderDetailPath, parseOrderNumbers, payWayPath } from '../../features/orders/paths';
import { PAY_STATUS_POLL_MAX_MS, usePayingStatus } from '../../features/payment/api/paying-status';
import { paidKindOf } from '../../features/payment/paid-kind';
import { forgetPayingOrder } from '../../features/payment/payment-return';
import { WalletPath } from '../../features/wallet/paths';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { StatusView } from '../../ui/StatusView';
import { TopUpSuccess } from './TopUpSuccess';
import './pay-result.css';

/**
 * The sts the page was opened with: 1 successful, 0 failed; 2 or none (back from Stripe, which cannot know
 * yet) means processing. The server's pay status, asked until it is settled, always wins over it.
 */
function openedWith(sts: string | null): PayResultStatus {
  if (sts === String(PayResultStatus.Success)) return PayResultStatus.Success;
  if (sts === String(PayResultStatus.Failed)) return PayResultStatus.Failed;
  return PayResultStatus.Processing;
}

/** The status the page shows: the server's pay status, or the sts the page was opened with if it cannot say. */
function usePayResult(orderNumber: string | null, sts: PayResultStatus) {
  const [since] = useState(Date.now);
  const [gaveUp, setGaveUp] = useState(false);
  const status = usePayingStatus(orderNumber, since);

  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), PAY_STATUS_POLL_MAX_MS);
    return () => clearTimeout(timer);
  }, []);

  const payStatus = status.data?.payStatus ?? (status.isError || orderNumber === null ? sts : null);
  return { payStatus, gaveUp };
}

/** pay-result?orderNumbers=&sts= (0 failed, 1 successful); while the payment is processing it waits and asks again. */
export default function PayResultPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.pay-result'));
  const navigator = useNavigator();
  const [params] = useSearchParams();
  const orderNumbers = parseOrderNumbers(params.get('orderNumbers'));
  const sts = openedWith(params.get('sts'));
  const first = orderNumbers[0] ?? null;
  const { payStatus, gaveUp } = usePayResult(first, sts);
  // A top-up (R…) or a Tread Plus purchase (V…) is paid like an order; its way on is the wallet or membership.
  const kind = paidKindOf(orderNumbers);

  // The shopper is back from paying: the §2 return rule has nothing left to do.
  useEffect(() => forgetPayingOrder(), []);

  const viewOrder = () =>
    void navigator.tap(orderNumbers.length === 1 && first ? orderDetailPath(first) : OrderPath.list, {
      replace: true,
    });
  const toPath = (path: string) => () => void navigator.tap(path, { replace: true });
  const next = {
    order: { label: t('orders.payResult.viewOrder'), go: viewOrder },
    topUp: { label: t('orders.payResult.myWallet'), go: toPath(WalletPath.wallet) },
    vip: { label: t('orders.payResult.treadPlus'), go: toPath(MemberPath.buyVip) },
  }[kind];
  const numbers = orderNumbers.join(', ');

  return (
    <>
      <PageHeader title={t('routes.pay-result')} />
      <div className="page pay-result">
        {payStatus === PayResultStatus.Success && kind === 'topUp' && first ? (
          <TopUpSuccess number={first} />
        ) : payStatus === PayResultStatus.Success && kind === 'vip' && first ? (
          <VipPurchaseSuccess number={first} />
        ) : payStatus === PayResultStatus.Success ? (
          <StatusView
            icon={<CircleCheck size={48} className="pay-result__icon--success" />}
            title={t('orders.payResult.successTitle')}
            text={t('orders.payResult.successText', { count: orderNumbers.length, numbers })}
            action={
              <div className="pay-result__actions">
                <Button variant="accent" block onClick={viewOrder}>
                  {t('orders.payResult.viewOrder')}
                </Button>
                <Button
                  variant="secondary"
                  block
                  onClick={() => void navigator.tap(HOME_ROUTE.path, { replace: true })}
                >
                  {t('orders.payResult.continueShopping')}
                </Button>
              </div>
            }
          />
        ) : payStatus === PayResultStatus.Failed ? (
          <StatusView
            icon={<CircleX size={48} className="pay-result__icon--failed" />}
            title={t('orders.payResult.failedTitle')}
            text={t('orders.payResult.failedText')}
            action={
              <div className="pay-result__actions">
                <Button
                  variant="accent"
                  block
                  onClick={() => void navigator.tap(payWayPath(orderNumbers), { replace: true })}
                >
                  {t('orders.payResult.payAgain')}
                </Button>
                <Button variant="secondary" block onClick={next.go}>
                  {next.label}
                </Button>
              </div>
            }
          />
        ) : gaveUp ? (
          <StatusView
            icon={<Hourglass size={48} />}
            title={t('orders.payResult.awaiting')}
            text={t('orders.payResult.stillWaiting')}
            action={
              <Button variant="accent" block onClick={next.go}>
                {next.label}
              </Button>
            }
          />
        ) : (
          <div role="status" className="pay-result__awaiting">
            <span className="spinner spinner--large" aria-hidden="true" />
            <h2 className="pay-result__awaiting-title">{t('orders.payResult.awaiting')}</h2>
            <p className="muted">{t('orders.payResult.awaitingText')}</p>
          </div>
        )}
      </div>
    </>
  );
}
