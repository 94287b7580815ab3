import { MERCHANT_MESSAGE_MAX } from '@tread/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckoutStore } from '../../features/checkout/checkout-store';

/** 'Message to the merchant': at most 200 characters, with a counter (SPEC §5). */
export function RemarkField() {
  const { t } = useTranslation();
  const id = useId();
  const remark = useCheckoutStore((state) => state.remark);
  const setRemark = useCheckoutStore((state) => state.setRemark);
  return (
    <div className="field checkout-remark">
      <label className="field__label" htmlFor={id}>
        {t('checkout.remark.label')}
      </label>
      <textarea
        id={id}
        className="checkout-remark__input"
        rows={3}
        maxLength={MERCHANT_MESSAGE_MAX}
        placeholder={t('checkout.remark.placeholder')}
        value={remark}
        aria-describedby={`${id}-count`}
        onChange={(event) => setRemark(event.target.value.slice(0, MERCHANT_MESSAGE_MAX))}
      />
      <span className="field__hint checkout-remark__count" id={`${id}-count`}>
        {t('checkout.remark.counter', { count: remark.length, max: MERCHANT_MESSAGE_MAX })}
      </span>
    </div>
  );
}
