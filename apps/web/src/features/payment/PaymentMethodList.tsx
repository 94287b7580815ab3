import { formatPrice, type PayMethod, PaymentType } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHOD_ICONS } from './method-icons';
import './payment.css';

export interface PaymentMethodListProps {
  methods: readonly PayMethod[];
  /** The shopper's balance in cents, shown beside the balance method. */
  balance: number;
  selected: PaymentType | null;
  onSelect: (payType: PaymentType) => void;
}

/** The methods switched on, as one radio group: balance shows what is left, pay-later its installments. */
export function PaymentMethodList({ methods, balance, selected, onSelect }: PaymentMethodListProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="pay-methods">
      <legend className="pay-methods__legend">{t('orders.payWay.methods')}</legend>
      {methods.map((method) => {
        const Icon = PAYMENT_METHOD_ICONS[method.payType];
        const note =
          method.payType === PaymentType.Balance
            ? t('orders.payWay.balance', { amount: formatPrice(balance) })
            : method.installmentText;
        return (
          <label key={method.payType} className="pay-method">
            <input
              type="radio"
              name="payType"
              className="pay-method__radio"
              value={method.payType}
              checked={selected === method.payType}
              onChange={() => onSelect(method.payType)}
            />
            <span className="pay-method__icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <span className="pay-method__text">
              <span className="pay-method__label">{method.label}</span>
              {note && <span className="pay-method__note">{note}</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
