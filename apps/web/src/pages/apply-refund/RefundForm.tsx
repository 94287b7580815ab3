import { zodResolver } from '@hookform/resolvers/zod';
import {
  CargoStatus,
  centsToDollarsString,
  formatPrice,
  Messages,
  REFUND_DESCRIPTION_MAX,
  REFUND_IMAGES_MAX,
  type RefundDetail,
  RefundMessages,
  type RefundQuoteAnswer,
  RefundServiceType,
} from '@tread/domain';
import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isRefusal } from '../../api/client';
import { FormTextField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { showRefusal, useServerError } from '../../features/forms/server-errors';
import { FormTextArea } from '../../features/forms/text-area';
import { OrderLine } from '../../features/orders/OrderLine';
import { usePhotosUploading } from '../../features/photos/api/upload-photo';
import { PhotoPicker } from '../../features/photos/PhotoPicker';
import { useApplyRefund } from '../../features/refunds/api/apply-refund';
import { useReapplyRefund } from '../../features/refunds/api/reapply-refund';
import { useRefundQuote } from '../../features/refunds/api/refund-quote';
import { refundDetailPath } from '../../features/refunds/paths';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useNavigator } from '../../ui/navigator';
import { showToast } from '../../ui/toast';
import { CargoField, QuantityField, ReasonField, ServiceField } from './ClaimFields';
import { CLAIM_FIELDS, type Claim, type ClaimInput, claimSchema } from './claim-schema';

export interface RefundFormProps {
  orderNumber: string;
  itemId: number;
  /** The type chosen in choose-refund-way. */
  serviceType: RefundServiceType;
  /** A refused request being edited: sent again with reapply, prefilled with what it said. */
  editing: RefundDetail | null;
  /** The quote of the first quantity shown. */
  firstQuote: RefundQuoteAnswer;
}

function defaultsOf({ serviceType, editing, firstQuote }: RefundFormProps): DefaultValues<ClaimInput> {
  if (editing) {
    return {
      serviceType: editing.serviceType,
      cargoStatus: editing.cargoStatus,
      reason: editing.reason as ClaimInput['reason'],
      quantity: editing.quantity,
      amount: centsToDollarsString(editing.amount),
      description: editing.description,
      images: editing.images,
    };
  }
  return {
    serviceType: firstQuote.shipped ? serviceType : RefundServiceType.RefundOnly,
    cargoStatus: firstQuote.shipped ? CargoStatus.Received : CargoStatus.NotReceived,
    quantity: firstQuote.quantity,
    amount: centsToDollarsString(firstQuote.maxAmount),
    description: '',
    images: [],
  };
}

/** apply-refund's form: what happened, how many, how much, and photos; the last item asks first (SPEC §5). */
export function RefundForm(props: RefundFormProps) {
  const { orderNumber, itemId, editing, firstQuote } = props;
  const { t } = useTranslation();
  const navigator = useNavigator();
  const apply = useApplyRefund();
  const reapply = useReapplyRefund();
  const uploading = usePhotosUploading();
  // The resolver reads the maximum of the latest quote, which needs the quantity the form holds.
  const maxAmount = useRef(firstQuote.maxAmount);
  const form = useForm<ClaimInput, unknown, Claim>({
    resolver: (values, context, options) =>
      zodResolver(claimSchema(maxAmount.current))(values, context, options),
    defaultValues: defaultsOf(props),
  });
  const { control, formState, handleSubmit, setError, setValue, clearErrors, getFieldState } = form;
  const serverError = useServerError(form);
  const quantity = Number(useWatch({ control, name: 'quantity' }));
  const serviceType = useWatch({ control, name: 'serviceType' });
  const quoted = useRefundQuote({ orderNumber, itemId, quantity });
  const quote = quoted.data ?? firstQuote;
  maxAmount.current = quote.maxAmount;
  const amountTyped = useRef(editing !== null);
  const [confirming, setConfirming] = useState<Claim | null>(null);
  const images = useController({ control, name: 'images' });

  // A new quantity brings a new maximum: it becomes the amount unless the shopper typed one; the last item's is fixed.
  useEffect(() => {
    if (quote.includesDelivery || !amountTyped.current) {
      const shouldValidate = getFieldState('amount').invalid;
      setValue('amount', centsToDollarsString(quote.maxAmount), { shouldValidate });
    }
  }, [quote.maxAmount, quote.includesDelivery, setValue, getFieldState]);

  const send = async (claim: Claim, confirmDelivery: boolean) => {
    setConfirming(null);
    const cargoStatus = !quote.shipped
      ? CargoStatus.NotReceived
      : claim.serviceType === RefundServiceType.ReturnAndRefund
        ? CargoStatus.Received
        : claim.cargoStatus;
    const amount = quote.includesDelivery ? quote.maxAmount : claim.amount;
    const sent = { ...claim, cargoStatus, amount, confirmDelivery };
    try {
      const { refundNumber } = editing
        ? await reapply.mutateAsync({ refundNumber: editing.refundNumber, ...sent })
        : await apply.mutateAsync({ orderNumber, itemId, ...sent });
      showToast(RefundMessages.Applied);
      void navigator.go(refundDetailPath(refundNumber), { replace: true });
    } catch (error) {
      // The item became the order's last meanwhile: quote again, and ask before sending the delivery too.
      const nowLast =
        isRefusal(error, 'REFUND_CONFIRM_DELIVERY', 'REFUND_AMOUNT_FIXED') &&
        (await quoted.refetch()).data?.includesDelivery;
      if (nowLast) setConfirming(claim);
      else showRefusal(error, setError, CLAIM_FIELDS);
    }
  };

  const onSubmit = handleSubmit(async (claim) => {
    if (quote.includesDelivery) setConfirming(claim);
    else await send(claim, false);
  });

  return (
    <form className="form refund-form" onSubmit={onSubmit} noValidate>
      <ul className="card refund-form__item" aria-label={t('refunds.item')}>
        <OrderLine item={quote.item} withPrice />
      </ul>
      {editing?.sellerReason && (
        <p className="refund-form__declined">
          <span className="refund-form__declined-label">{t('refunds.declinedBecause')}</span>
          {editing.sellerReason}
        </p>
      )}
      <div className="card refund-form__fields">
        <ServiceField control={control} shipped={quote.shipped} />
        {quote.shipped && serviceType === RefundServiceType.RefundOnly && <CargoField control={control} />}
        <ReasonField control={control} />
        <QuantityField control={control} max={quote.refundableQuantity} />
        <FormTextField
          control={control}
          name="amount"
          label={t('refunds.amount')}
          inputMode="decimal"
          autoComplete="off"
          readOnly={quote.includesDelivery}
          className="refund-form__amount"
          onValueChange={() => {
            amountTyped.current = true;
          }}
          hint={
            quote.includesDelivery
              ? t('refunds.amountFixed')
              : t('refunds.amountHint', { max: formatPrice(quote.maxAmount) })
          }
        />
        <FormTextArea
          control={control}
          name="description"
          label={t('refunds.description')}
          placeholder={t('refunds.descriptionPlaceholder')}
          max={REFUND_DESCRIPTION_MAX}
        />
        <PhotoPicker
          label={t('refunds.photos')}
          urls={images.field.value ?? []}
          onChange={(urls) => {
            images.field.onChange(urls);
            clearErrors('images');
          }}
          max={REFUND_IMAGES_MAX}
          tooManyMessage={Messages.RefundImagesTooMany}
          error={images.fieldState.error?.message}
          onProblem={(message) => setError('images', { type: 'picker', message })}
        />
      </div>
      <FormAlert message={serverError} />
      <Button
        type="submit"
        variant="accent"
        block
        busy={formState.isSubmitting || apply.isPending || reapply.isPending || uploading}
        disabled={quoted.isPlaceholderData}
      >
        {t(editing ? 'refunds.resubmit' : 'refunds.submit')}
      </Button>
      <Modal
        open={confirming !== null}
        title={t('refunds.confirmTitle')}
        onClose={() => setConfirming(null)}
        footer={
          <div className="refund-form__confirm">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('refunds.back')}
            </Button>
            <Button variant="accent" onClick={() => confirming && void send(confirming, true)}>
              {t('refunds.confirm')}
            </Button>
          </div>
        }
      >
        <p>{t('refunds.confirmText')}</p>
        <p className="refund-form__confirm-amount">{formatPrice(quote.maxAmount)}</p>
      </Modal>
    </form>
  );
}
