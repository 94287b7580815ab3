import {
  formatPrice,
  parseDollarsToCents,
  type TopUpFormInput,
  type TopUpOptionsAnswer,
  validateTopUpCents,
} from '@tread/domain';
import BadgeCheck from 'lucide-react/icons/badge-check';
import CreditCard from 'lucide-react/icons/credit-card';
import Wallet from 'lucide-react/icons/wallet';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { FormTextField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { showRefusal, useServerError } from '../../features/forms/server-errors';
import { payWayPath } from '../../features/orders/paths';
import { useCreateTopUp } from '../../features/wallet/api/create-top-up';
import { useTopUpOptions } from '../../features/wallet/api/top-up-options';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Card';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { PayBar } from '../../ui/PayBar';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { TopUpOptionTile } from './TopUpOptionTile';
import { topUpResolver } from './top-up-form';
import './recharge-balance.css';

const HOW = [
  { key: 'pay', Icon: CreditCard },
  { key: 'bonus', Icon: BadgeCheck },
  { key: 'spend', Icon: Wallet },
] as const;

/** The cents the typed amount stands for when it is one the shop takes, else null. */
function typedCents(text: string): number | null {
  const parsed = parseDollarsToCents(text);
  return parsed.ok && validateTopUpCents(parsed.value) === null ? parsed.value : null;
}

/** The amounts offered and 'Other amount': a tile or a typed amount, then 'Recharge $X' to pay it on pay-way. */
function TopUpForm({ offer }: { offer: TopUpOptionsAnswer }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const createTopUp = useCreateTopUp();
  const [picked, setPicked] = useState<number | null>(null);
  const form = useForm<TopUpFormInput, unknown, { amount: number }>({
    resolver: topUpResolver,
    defaultValues: { amount: '' },
  });
  const { control, formState, handleSubmit, setError, reset } = form;
  const serverError = useServerError(form);
  const typed = useWatch({ control, name: 'amount' }) ?? '';
  const chosen = picked ?? typedCents(typed);

  const topUp = async (amountCents: number) => {
    try {
      const created = await createTopUp.mutateAsync({ amountCents });
      await navigator.go(payWayPath([created.number]));
    } catch (error) {
      showRefusal(error, setError, ['amount'], { amountCents: 'amount' });
    }
  };

  const onSubmit = handleSubmit((values) => topUp(values.amount));
  const busy = formState.isSubmitting || createTopUp.isPending;

  return (
    <form
      className="recharge-form"
      noValidate
      onSubmit={(event) => {
        if (picked === null) return void onSubmit(event);
        event.preventDefault();
        void topUp(picked);
      }}
    >
      <Section title={t('wallet.top.optionsTitle')}>
        <fieldset className="top-up-tiles">
          <legend className="visually-hidden">{t('wallet.top.optionsLabel')}</legend>
          {offer.options.map((option) => (
            <TopUpOptionTile
              key={option.amountCents}
              option={option}
              checked={chosen === option.amountCents}
              onPick={() => {
                setPicked(option.amountCents);
                reset({ amount: '' });
              }}
            />
          ))}
        </fieldset>
      </Section>
      <FormTextField
        control={control}
        name="amount"
        label={t('wallet.top.other')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('wallet.top.otherPlaceholder')}
        className="recharge-form__other"
        hint={t('wallet.top.otherHint', {
          min: formatPrice(offer.minCents),
          max: formatPrice(offer.maxCents),
        })}
        onValueChange={() => setPicked(null)}
      />
      <FormAlert message={serverError} />
      <PayBar
        className="recharge-bar"
        label={t('wallet.top.total')}
        amount={<strong>{chosen === null ? '—' : formatPrice(chosen)}</strong>}
      >
        <Button type="submit" variant="accent" busy={busy}>
          {chosen === null
            ? t('wallet.top.buttonBlank')
            : t('wallet.top.button', { amount: formatPrice(chosen) })}
        </Button>
      </PayBar>
    </form>
  );
}

function HowTopUpsWork() {
  const { t } = useTranslation();
  return (
    <Section title={t('wallet.top.howTitle')}>
      <ul className="rule-list">
        {HOW.map(({ key, Icon }) => (
          <li key={key} className="rule-list__rule">
            <span className="rule-list__icon" aria-hidden="true">
              <Icon size={20} />
            </span>
            {t(`wallet.top.how.${key}`)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** recharge-balance (SPEC §2 User, §3 'Top-up option', §5): tops up the balance, paid on pay-way like an order. */
export default function RechargeBalancePage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.recharge-balance'));
  const options = useTopUpOptions();
  let body: ReactNode;
  if (options.isPending) {
    body = (
      <>
        <Skeleton height={96} radius={16} />
        <Skeleton height={260} radius={12} />
      </>
    );
  } else if (options.isError) body = <SectionError onRetry={() => void options.refetch()} />;
  else {
    body = (
      <>
        <section className="recharge-balance__card hero-card" aria-label={t('wallet.top.balance')}>
          <span className="hero-card__label">{t('wallet.top.balance')}</span>
          <span className="recharge-balance__figure hero-card__figure">
            {formatPrice(options.data.balance)}
          </span>
        </section>
        <TopUpForm offer={options.data} />
        <HowTopUpsWork />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('routes.recharge-balance')} />
      <div className="page recharge-balance">{body}</div>
    </>
  );
}
