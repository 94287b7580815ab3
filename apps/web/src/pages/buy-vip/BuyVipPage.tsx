import { formatPrice, type VipOffer, vipEndsAt } from '@tread/domain';
import Crown from 'lucide-react/icons/crown';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isRefusal } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { FormAlert } from '../../features/forms/fields';
import { refusalText } from '../../features/forms/server-errors';
import { useBuyVip } from '../../features/member/api/buy-vip';
import { useVipOffer } from '../../features/member/api/vip-offer';
import { bestValuePlan, planTerm, savingPercent } from '../../features/member/plan-terms';
import { payWayPath } from '../../features/orders/paths';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Card';
import { formatDate } from '../../ui/format';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { PayBar } from '../../ui/PayBar';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { PlanCard } from './PlanCard';
import { PrivilegeGrid } from './PrivilegeGrid';
import { VipHero } from './VipHero';
import './buy-vip.css';

/** The plans as radios, the end a purchase would give, and the bar that buys the picked one to pay on pay-way. */
function PlanPicker({ offer, reload }: { offer: VipOffer; reload: () => void }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const buy = useBuyVip();
  const { plans, vip } = offer;
  const best = bestValuePlan(plans);
  const [picked, setPicked] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const plan = plans.find((entry) => entry.id === picked) ?? best;

  if (!plan) {
    return (
      <StatusView
        icon={<Crown size={40} />}
        title={t('member.buy.noPlans')}
        text={t('member.buy.noPlansText')}
      />
    );
  }

  // A member renews from the end of the membership they have; anyone else starts today (domain's rule).
  const currentEnd = vip.active && vip.expiresAt ? new Date(vip.expiresAt) : null;
  const endsAt = vipEndsAt(currentEnd, new Date(), plan.months).toISOString();
  const term = planTerm(plan.months);
  const price = formatPrice(plan.priceCents);

  const onBuy = async () => {
    setRefused(null);
    try {
      const purchase = await buy.mutateAsync(plan.id);
      await navigator.go(payWayPath([purchase.number]));
    } catch (error) {
      if (!isApiError(error)) throw error;
      setRefused(refusalText(error));
      // The plan was withdrawn while the page was open: show what is on offer now.
      if (isRefusal(error, 'VIP_PLAN_NOT_FOUND')) {
        setPicked(null);
        reload();
      }
    }
  };

  return (
    <>
      <Section title={t('member.buy.plansTitle')}>
        <fieldset className="vip-plans">
          <legend className="visually-hidden">{t('member.buy.plansLabel')}</legend>
          {plans.map((entry) => (
            <PlanCard
              key={entry.id}
              plan={entry}
              checked={entry.id === plan.id}
              bestValue={plans.length > 1 && entry.id === best?.id}
              saving={savingPercent(entry, plans)}
              onPick={() => {
                setPicked(entry.id);
                setRefused(null);
              }}
            />
          ))}
        </fieldset>
        <p className="vip-plans__until">{t('member.buy.runsUntil', { date: formatDate(endsAt) })}</p>
      </Section>
      <p className="vip-fine-print">{t('member.buy.finePrint')}</p>
      <FormAlert message={refused} />
      <PayBar
        className="vip-bar"
        label={t('member.buy.total')}
        amount={
          <span className="vip-bar__price">
            <strong>{price}</strong> {t(`member.buy.term.${term.key}`, { count: term.count })}
          </span>
        }
      >
        <Button variant="accent" busy={buy.isPending} onClick={() => void onBuy()}>
          {vip.active ? t('member.buy.renew', { amount: price }) : t('member.buy.join', { amount: price })}
        </Button>
      </PayBar>
    </>
  );
}

/**
 * buy-vip (SPEC §2 Member/points, §6): Tread Plus, its seven privileges and plans; buying one makes a purchase
 * (V…) paid on pay-way like an order, and a member's renewal runs on from their current end.
 */
export default function BuyVipPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.buy-vip'));
  const offer = useVipOffer();
  let body: ReactNode;
  if (offer.isPending) {
    body = (
      <>
        <Skeleton height={180} radius={16} />
        <Skeleton height={320} radius={12} />
      </>
    );
  } else if (offer.isError) body = <SectionError onRetry={() => void offer.refetch()} />;
  else {
    body = (
      <>
        <VipHero vip={offer.data.vip} />
        <PrivilegeGrid privileges={offer.data.privileges} />
        <PlanPicker offer={offer.data} reload={() => void offer.refetch()} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('routes.buy-vip')} />
      <div className="page buy-vip">{body}</div>
    </>
  );
}
