import {
  CargoStatus,
  Messages,
  REFUND_REASONS,
  REFUND_SERVICE_TYPE_LABELS,
  RefundServiceType,
} from '@tread/domain';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../features/cart/QuantityStepper';
import { CARGO_LABEL_KEYS } from '../../features/refunds/labels';
import { ChoiceGroup } from './ChoiceGroup';
import type { Claim, ClaimInput } from './claim-schema';

type Bound = { control: Control<ClaimInput, unknown, Claim> };

const SERVICE_TYPES = [RefundServiceType.RefundOnly, RefundServiceType.ReturnAndRefund] as const;
const CARGO_STATUSES = [CargoStatus.NotReceived, CargoStatus.Received] as const;

/** Refund only, or return and refund once something has shipped. */
export function ServiceField({ control, shipped }: Bound & { shipped: boolean }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'serviceType' });
  return (
    <ChoiceGroup
      legend={t('refunds.serviceType')}
      options={(shipped ? SERVICE_TYPES : SERVICE_TYPES.slice(0, 1)).map((value) => ({
        value,
        label: REFUND_SERVICE_TYPE_LABELS[value],
      }))}
      value={field.value}
      onChange={field.onChange}
      note={fieldState.error?.message ?? (shipped ? undefined : t('refunds.notShipped'))}
      invalid={fieldState.invalid}
    />
  );
}

/** Whether the goods arrived: asked of refund-only requests on shipped orders. */
export function CargoField({ control }: Bound) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'cargoStatus' });
  return (
    <ChoiceGroup
      legend={t('refunds.cargoStatus')}
      options={CARGO_STATUSES.map((value) => ({ value, label: t(CARGO_LABEL_KEYS[value]) }))}
      value={field.value}
      onChange={field.onChange}
      note={fieldState.error?.message}
      invalid={fieldState.invalid}
    />
  );
}

/** One of the eight preset reasons (SPEC §3), as the phone's own picker. */
export function ReasonField({ control }: Bound) {
  const { t } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'reason' });
  const error = fieldState.error?.message;
  return (
    <div className="field refund-reason">
      <label className="field__label" htmlFor={id}>
        {t('refunds.reason')}
      </label>
      <div className="refund-reason__control">
        <select
          ref={field.ref}
          id={id}
          name={field.name}
          className={`refund-reason__select${field.value ? '' : ' refund-reason__select--empty'}`}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value="" disabled>
            {t('refunds.reasonPlaceholder')}
          </option>
          {REFUND_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
        <ChevronDown className="refund-reason__chevron" size={20} aria-hidden="true" />
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** How many units, from 1 to what is left to refund; its refusals show under it. */
export function QuantityField({ control, max }: Bound & { max: number }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'quantity' });
  const error = fieldState.error?.message;
  return (
    <div className="field refund-quantity">
      <div className="refund-quantity__row">
        <span className="refund-quantity__text">
          <span className="field__label">{t('refunds.quantity')}</span>
          <span className="field__hint">{t('refunds.quantityHint', { count: max })}</span>
        </span>
        <QuantityStepper
          value={Number(field.value)}
          max={max}
          maxMessage={Messages.ReturnQuantityTooLarge}
          onChange={field.onChange}
          label={t('refunds.quantityLabel')}
        />
      </div>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
