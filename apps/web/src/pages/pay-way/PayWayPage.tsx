import { Messages, PaymentType, PayNext, refusal } from '@tread/domain';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Info from 'lucide-react/icons/info';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ApiErrorCode, isApiError, isRefusal } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { refusalText } from '../../features/forms/server-errors';
import { MemberPath } from '../../features/member/paths';
import { PayCountdown } from '../../features/orders/PayCountdown';
import { OrderPath, parseOrderNumbers, payResultPath } from '../../features/orders/paths';
import { usePayOrders } from '../../features/payment/api/pay';
import { usePayInfo } from '../../features/payment/api/pay-info';
import { PaymentMethodList } from '../../features/payment/PaymentMethodList';
import { type PaidKind, paidKindOf } from '../../features/payment/paid-kind';
import { rememberPayingOrder } from '../../features/payment/payment-return';
import { WalletPath } from '../../features/wallet/paths';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { PayBar } from '../../ui/PayBar';
import { Price } from '../../ui/Price';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { showToast } from '../../ui/toast';
import { BalanceConfirm } from './BalanceConfirm';
import './pay-way.css';

/** pay-way?orderNumbers=: the amount, the payment window and the methods switched on (SPEC §2, §9). */
/** How pay-way speaks of what it pays, and where the shopper goes when paying is over. */
const WORDING = {
  order: {
    name: 'orders.payWay.orders',
    window: 'orders.payWay.window',
    expired: 'orders.payWay.expiredText',
    after: [
      { label: 'orders.payWay.backToCart', path: OrderPath.cart },
      { label: 'orders.payWay.viewOrders', path: OrderPath.list },
    ],
  },
  topUp: {
    name: 'orders.payWay.topUp',
    window: 'orders.payWay.topUpWindow',
    expired: 'orders.payWay.topUpExpiredText',
    after: [
      { label: 'orders.payWay.newTopUp', path: WalletPath.recharge },
      { label: 'orders.payWay.myWallet', path: WalletPath.wallet },
    ],
  },
  vip: {
    name: 'orders.payWay.vip',
    window: 'orders.payWay.vipWindow',
    expired: 'orders.payWay.vipExpiredText',
    after: [
      { label: 'orders.payWay.seePlans', path: MemberPath.buyVip },
      { label: 'orders.payWay.memberCenter', path: MemberPath.center },
    ],
  },
} as const satisfies Record<
  PaidKind,
  { name: string; window: string; expired: string; after: readonly { label: string; path: string }[] }
>;

export default function PayWayPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.pay-way'));
  const navigator = useNavigator();
  const [params] = useSearchParams();
  const orderNumbers = parseOrderNumbers(params.get('orderNumbers'));
  // A top-up (R…) or a Tread Plus purchase (V…) is paid here like an order; it is named and left as itself.
  const kind = paidKindOf(orderNumbers);
  const words = WORDING[kind];
  const info = usePayInfo(orderNumbers);
  const [selected, setSelected] = useState<PaymentType | null>(null);
  const [confirmingBalance, setConfirmingBalance] = useState(false);
  const payOrders = usePayOrders();
  const [paying, setPaying] = useState(false);
  /** Why paying is over here: the order expired (said by the server or the countdown). */
  const [stop, setStop] = useState<{ code: ApiErrorCode; message: string } | null>(null);

  const pay = async (payType: PaymentType) => {
    setPaying(true);
    try {
      const answer = await payOrders.mutateAsync({ orderNumbers, payType });
      if (answer.status === PayNext.Succeeded) {
        await navigator.go(payResultPath(orderNumbers, 1), { replace: true });
        return;
      }
      if (answer.status === PayNext.Redirect && answer.redirectUrl) {
        // The §2 rule brings the shopper back to this order if they return without a result; a top-up or a
        // purchase has no order page to come back to, and its payment page returns to pay-result either way.
        if (kind === 'order') rememberPayingOrder(orderNumbers[0] ?? '');
        window.location.assign(answer.redirectUrl);
        return;
      }
      showToast(t('errors.serverWrong'));
      setPaying(false);
    } catch (error) {
      setPaying(false);
      if (isRefusal(error, 'ORDER_EXPIRED')) setStop(error);
      else {
        const refused = refusalText(error);
        if (refused) showToast(refused);
      }
    }
  };

  const onPayNow = () => {
    if (selected === null) {
      showToast(Messages.ChoosePaymentMethod);
      return;
    }
    if (selected === PaymentType.Balance) setConfirmingBalance(true);
    else void pay(selected);
  };

  const stopped = stop ?? (isApiError(info.error) && info.error.status === 400 ? info.error : null);
  const data = info.data;
  const method = data?.methods.find((entry) => entry.payType === selected);

  return (
    <>
      <PageHeader title={t('routes.pay-way')} />
      {orderNumbers.length === 0 || stopped ? (
        <div className="page">
          <StatusView
            icon={<CircleAlert size={40} />}
            title={stopped?.message ?? t('orders.payWay.missing')}
            text={stopped?.code === 'ORDER_EXPIRED' ? t(words.expired) : undefined}
            action={
              <div className="pay-way__stopped-actions">
                {words.after.map((step, i) => (
                  <Button
                    key={step.path}
                    variant={i === 0 ? 'accent' : 'secondary'}
                    onClick={() => void navigator.tap(step.path, { replace: true })}
                  >
                    {t(step.label)}
                  </Button>
                ))}
              </div>
            }
          />
        </div>
      ) : info.isError ? (
        <div className="page">
          <SectionError onRetry={() => void info.refetch()} />
        </div>
      ) : !data ? (
        <div className="page" aria-hidden="true">
          <Skeleton height={150} radius={12} />
          <Skeleton height={260} radius={12} />
        </div>
      ) : (
        <div className="page pay-way">
          <Card as="section" className="pay-way__amount" aria-label={t('orders.payWay.amount')}>
            <span className="pay-way__amount-label">{t('orders.payWay.amount')}</span>
            <Price cents={data.total} className="pay-way__total" />
            <span className="pay-way__orders">
              {t(words.name, {
                count: data.orders.length,
                numbers: orderNumbers.join(', '),
                number: orderNumbers[0] ?? '',
              })}
            </span>
            <PayCountdown
              endsAt={data.endsAt}
              onEnd={() => setStop(refusal('ORDER_EXPIRED'))}
              className="pay-way__countdown"
            />
            <p className="pay-way__window">{t(words.window)}</p>
          </Card>

          {data.methods.length === 0 ? (
            <p className="inline-error">{t('orders.payWay.noMethods')}</p>
          ) : (
            <PaymentMethodList
              methods={data.methods}
              balance={data.balance}
              selected={selected}
              onSelect={setSelected}
            />
          )}
          {method?.installmentText && (
            <p className="pay-way__note">
              <Info size={16} aria-hidden="true" />
              {t('orders.payWay.installmentsNote')}
            </p>
          )}
          {method?.web && !method.installmentText && (
            <p className="pay-way__note">
              <Info size={16} aria-hidden="true" />
              {t('orders.payWay.leaves')}
            </p>
          )}

          <PayBar
            className="pay-way__bar"
            label={t('orders.payWay.amount')}
            amount={<Price cents={data.total} />}
          >
            <Button variant="accent" busy={paying} disabled={data.methods.length === 0} onClick={onPayNow}>
              {t('orders.payWay.payNow')}
            </Button>
          </PayBar>
          <BalanceConfirm
            open={confirmingBalance}
            total={data.total}
            balance={data.balance}
            onConfirm={() => {
              setConfirmingBalance(false);
              void pay(PaymentType.Balance);
            }}
            onCancel={() => {
              setConfirmingBalance(false);
              showToast(Messages.BalancePaymentCanceled);
            }}
          />
        </div>
      )}
    </>
  );
}
