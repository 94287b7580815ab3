import { OrderButton } from '@tread/domain';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { Button, buttonClass } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { AppLink, useNavigator } from '../../ui/navigator';
import { showToast } from '../../ui/toast';
import { refusalText } from '../forms/server-errors';
import { useCancelOrder } from './api/cancel-order';
import { useConfirmReceipt } from './api/confirm-receipt';
import { invoicePath, logisticsPath, payWayPath, reviewPath } from './paths';
import './orders.css';

type Confirming = typeof OrderButton.Cancel | typeof OrderButton.ConfirmReceipt;

export interface OrderActionsProps {
  orderNumber: string;
  /** The buttons the server offers for the order's status (SPEC §4 'Buttons by status'). */
  buttons: readonly OrderButton[];
  /** The invoice button's text; without it the invoice button is left out (the order list). */
  invoiceText?: string;
  className?: string;
}

/** The buttons of an order: cancel and pay an unpaid one; follow and confirm a shipped one. */
export function OrderActions({ orderNumber, buttons, invoiceText, className }: OrderActionsProps) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const cancelOrder = useCancelOrder();
  const confirmReceipt = useConfirmReceipt();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const busy = cancelOrder.isPending || confirmReceipt.isPending;

  const shown = buttons.filter((button) => button !== OrderButton.Invoice || invoiceText);
  if (shown.length === 0) return null;

  const run = async (action: Confirming) => {
    setConfirming(null);
    try {
      if (action === OrderButton.Cancel) await cancelOrder.mutateAsync(orderNumber);
      else await confirmReceipt.mutateAsync(orderNumber);
      showToast(t(action === OrderButton.Cancel ? 'orders.cancel.done' : 'orders.receipt.done'));
    } catch (error) {
      // The client toasts 400s and server errors itself; a missing order is shown here.
      if (isApiError(error) && error.status !== 400 && refusalText(error)) showToast(error.message);
    }
  };

  const dialog = confirming === OrderButton.Cancel ? 'cancel' : 'receipt';
  const views: Record<OrderButton, ReactNode> = {
    [OrderButton.Cancel]: (
      <Button variant="secondary" busy={busy} onClick={() => setConfirming(OrderButton.Cancel)}>
        {t('orders.actions.cancel')}
      </Button>
    ),
    [OrderButton.PayNow]: (
      <Button variant="accent" onClick={() => void navigator.tap(payWayPath([orderNumber]))}>
        {t('orders.actions.payNow')}
      </Button>
    ),
    [OrderButton.ViewLogistics]: (
      <Button variant="secondary" onClick={() => void navigator.tap(logisticsPath(orderNumber))}>
        {t('orders.actions.viewLogistics')}
      </Button>
    ),
    [OrderButton.ConfirmReceipt]: (
      <Button variant="accent" busy={busy} onClick={() => setConfirming(OrderButton.ConfirmReceipt)}>
        {t('orders.actions.confirmReceipt')}
      </Button>
    ),
    [OrderButton.Invoice]: (
      <Button variant="secondary" onClick={() => void navigator.tap(invoicePath(orderNumber))}>
        {invoiceText}
      </Button>
    ),
    [OrderButton.Review]: (
      <AppLink to={reviewPath(orderNumber)} className={buttonClass('accent')}>
        {t('orders.actions.review')}
      </AppLink>
    ),
  };
  return (
    <div className={`order-actions ${className ?? ''}`}>
      {shown.map((button) => (
        <Fragment key={button}>{views[button]}</Fragment>
      ))}
      <Modal
        open={confirming !== null}
        title={t(`orders.${dialog}.title`)}
        onClose={() => setConfirming(null)}
        footer={
          <div className="order-actions__confirm">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t(dialog === 'cancel' ? 'orders.cancel.keep' : 'orders.receipt.back')}
            </Button>
            <Button variant="accent" onClick={() => confirming && void run(confirming)}>
              {t(`orders.${dialog}.confirm`)}
            </Button>
          </div>
        }
      >
        <p>{t(`orders.${dialog}.text`, { number: orderNumber })}</p>
      </Modal>
    </div>
  );
}
