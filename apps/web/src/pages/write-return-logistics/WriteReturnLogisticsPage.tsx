import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatUsPhone,
  type RefundDetail,
  RefundMessages,
  RefundShopperAction,
  type ReturnLogisticsInput,
  type ReturnLogisticsRequest,
  returnLogisticsRequest,
} from '@tread/domain';
import Truck from 'lucide-react/icons/truck';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { formatPhoneAsTyped } from '../../features/account/phone-input';
import { FormTextField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { refusalText, showRefusal, useServerError } from '../../features/forms/server-errors';
import { CopyButton } from '../../features/orders/CopyButton';
import { useRefundDetail } from '../../features/refunds/api/refund-detail';
import { useSaveReturnLogistics } from '../../features/refunds/api/return-logistics';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { showToast } from '../../ui/toast';
import './write-return-logistics.css';

/** Carrier, tracking number and a US phone; prefilled with what was entered when correcting it. */
function LogisticsForm({ request }: { request: RefundDetail }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const save = useSaveReturnLogistics();
  const form = useForm<ReturnLogisticsRequest, unknown, ReturnLogisticsInput>({
    resolver: zodResolver(returnLogisticsRequest),
    defaultValues: {
      refundNumber: request.refundNumber,
      company: request.logistics?.company ?? '',
      trackingNumber: request.logistics?.trackingNumber ?? '',
      phone: request.logistics ? formatUsPhone(request.logistics.phone) : '',
    },
  });
  const { control, formState, handleSubmit, setError } = form;
  const serverError = useServerError(form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      showRefusal(error, setError, ['company', 'trackingNumber', 'phone']);
      return;
    }
    showToast(RefundMessages.LogisticsSaved);
    navigator.back();
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="muted">{t('refunds.logistics.intro')}</p>
      {request.returnAddress && (
        <div className="card return-logistics__address">
          <span className="return-logistics__address-text">
            <span className="return-logistics__label">{t('refunds.detail.returnAddress')}</span>
            {request.returnAddress}
          </span>
          <CopyButton
            text={request.returnAddress}
            label={t('refunds.detail.copyAddress')}
            done={t('refunds.detail.addressCopied')}
          />
        </div>
      )}
      <FormTextField
        control={control}
        name="company"
        label={t('refunds.logistics.company')}
        placeholder={t('refunds.logistics.companyPlaceholder')}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="trackingNumber"
        label={t('refunds.logistics.trackingNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <FormTextField
        control={control}
        name="phone"
        label={t('refunds.logistics.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('refunds.logistics.phonePlaceholder')}
        asTyped={formatPhoneAsTyped}
      />
      <FormAlert message={serverError} />
      <Button type="submit" variant="accent" block busy={formState.isSubmitting}>
        {t('refunds.logistics.save')}
      </Button>
    </form>
  );
}

/** write-return-logistics?refundNumber=: how an accepted return was sent back, first entry or a correction (SPEC §4). */
export default function WriteReturnLogisticsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.write-return-logistics'));
  const [params] = useSearchParams();
  const refundNumber = params.get('refundNumber')?.trim() || null;
  const detail = useRefundDetail(refundNumber);
  const request = detail.data;
  const refused = refusalText(detail.error);
  const notice = (title: string) => <StatusView icon={<Truck size={40} />} title={title} />;

  return (
    <>
      <PageHeader title={t('routes.write-return-logistics')} />
      <div className="page">
        {!refundNumber || refused ? (
          notice(refused ?? t('refunds.missing'))
        ) : request ? (
          request.actions.includes(RefundShopperAction.Logistics) ? (
            <LogisticsForm request={request} />
          ) : (
            notice(t('refunds.logistics.notNow'))
          )
        ) : detail.isError ? (
          <SectionError onRetry={() => void detail.refetch()} />
        ) : (
          <Skeleton height={320} radius={12} />
        )}
      </div>
    </>
  );
}
