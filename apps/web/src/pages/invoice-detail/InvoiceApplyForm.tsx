import { zodResolver } from '@hookform/resolvers/zod';
import {
  type InvoiceApply,
  type InvoiceApplyRequest,
  InvoiceMessages,
  InvoiceType,
  invoiceApplyRequest,
} from '@tread/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isRefusal } from '../../api/client';
import { FormTextField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { showRefusal, useServerError } from '../../features/forms/server-errors';
import { useApplyInvoice } from '../../features/invoice/api/apply-invoice';
import { Button } from '../../ui/Button';
import { Price } from '../../ui/Price';
import { showToast } from '../../ui/toast';

const TYPES = [InvoiceType.Personal, InvoiceType.Unit] as const;

export interface InvoiceApplyFormProps {
  orderNumber: string;
  /** Cents: the order's total, what the invoice is for. */
  amount: number;
  /** The server says an invoice was applied for meanwhile: read it again. */
  onAlreadyApplied: () => void;
}

/** Personal (a full name) or business (a company name and its 9-digit taxpayer number), SPEC §5. */
export function InvoiceApplyForm({ orderNumber, amount, onAlreadyApplied }: InvoiceApplyFormProps) {
  const { t } = useTranslation();
  const applyInvoice = useApplyInvoice();
  const form = useForm<InvoiceApplyRequest, unknown, InvoiceApply>({
    resolver: zodResolver(invoiceApplyRequest),
    defaultValues: { orderNumber, type: InvoiceType.Personal, title: '', taxpayerNumber: '' },
  });
  const { control, formState, handleSubmit, setError, setValue, clearErrors } = form;
  const serverError = useServerError(form);
  const type = useWatch({ control, name: 'type' });
  const business = type === InvoiceType.Unit;

  const onSubmit = handleSubmit(async (values) => {
    try {
      // A personal invoice carries no taxpayer number, even one typed before switching.
      await applyInvoice.mutateAsync({ ...values, taxpayerNumber: business ? values.taxpayerNumber : '' });
    } catch (error) {
      if (isRefusal(error, 'INVOICE_ALREADY_APPLIED')) {
        showToast(error.message);
        onAlreadyApplied();
        return;
      }
      showRefusal(error, setError, ['title', 'taxpayerNumber']);
      return;
    }
    showToast(InvoiceMessages.Applied);
  });

  const pickType = (next: InvoiceType) => {
    setValue('type', next);
    clearErrors(['title', 'taxpayerNumber']);
  };

  return (
    <form className="form invoice-form" onSubmit={onSubmit} noValidate>
      <dl className="card invoice-facts">
        <div>
          <dt>{t('invoice.order')}</dt>
          <dd>{orderNumber}</dd>
        </div>
        <div>
          <dt>{t('invoice.amount')}</dt>
          <dd>
            <Price cents={amount} />
          </dd>
        </div>
      </dl>
      <fieldset className="invoice-type">
        <legend className="invoice-type__legend">{t('invoice.typeLabel')}</legend>
        <div className="invoice-type__options">
          {TYPES.map((option) => (
            <label
              key={option}
              className={`invoice-type__option${type === option ? ' invoice-type__option--active' : ''}`}
            >
              <input
                type="radio"
                name="type"
                className="visually-hidden"
                value={option}
                checked={type === option}
                onChange={() => pickType(option)}
              />
              {t(`invoice.type.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormTextField
        control={control}
        name="title"
        label={t(business ? 'invoice.companyName' : 'invoice.fullName')}
        autoComplete={business ? 'organization' : 'name'}
        hint={t(`invoice.titleHint.${type}`)}
      />
      {business && (
        <FormTextField
          control={control}
          name="taxpayerNumber"
          label={t('invoice.taxpayerNumber')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('invoice.taxpayerHint')}
        />
      )}
      <FormAlert message={serverError} />
      <p className="muted invoice-form__intro">{t('invoice.applyIntro')}</p>
      <Button type="submit" variant="accent" block busy={formState.isSubmitting}>
        {t('invoice.apply')}
      </Button>
    </form>
  );
}
