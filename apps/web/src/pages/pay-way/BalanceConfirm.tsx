import { formatPrice } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

export interface BalanceConfirmProps {
  open: boolean;
  /** Cents to pay. */
  total: number;
  /** The shopper's balance in cents. */
  balance: number;
  onConfirm: () => void;
  /** Backing out, by Cancel, the close button, the backdrop or Escape. */
  onCancel: () => void;
}

/** 'Pay $X from your balance?' before the balance is charged. */
export function BalanceConfirm({ open, total, balance, onConfirm, onCancel }: BalanceConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('orders.payWay.balanceTitle')}
      onClose={onCancel}
      footer={
        <div className="balance-confirm__actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('orders.payWay.balanceCancel')}
          </Button>
          <Button variant="accent" onClick={onConfirm}>
            {t('orders.payWay.balancePay')}
          </Button>
        </div>
      }
    >
      <p className="balance-confirm__question">
        {t('orders.payWay.balanceConfirm', { amount: formatPrice(total) })}
      </p>
      {balance >= total && (
        <p className="muted">{t('orders.payWay.balanceAfter', { amount: formatPrice(balance - total) })}</p>
      )}
    </Modal>
  );
}
