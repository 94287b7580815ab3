import { type RefundDetail, RefundMessages, RefundShopperAction } from '@tread/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../features/forms/server-errors';
import { useWithdrawRefund } from '../../features/refunds/api/withdraw-refund';
import { editRefundPath, returnLogisticsPath } from '../../features/refunds/paths';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useNavigator } from '../../ui/navigator';
import { showToast } from '../../ui/toast';

/** What the shopper can do now, in a bar at the bottom: withdraw (after asking), edit, enter the return's shipping. */
export function RefundActions({ request }: { request: RefundDetail }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const withdraw = useWithdrawRefund();
  const [asking, setAsking] = useState(false);
  const { actions, refundNumber } = request;
  if (actions.length === 0) return null;

  const confirmWithdraw = async () => {
    setAsking(false);
    try {
      await withdraw.mutateAsync(refundNumber);
      showToast(RefundMessages.Withdrawn);
    } catch (error) {
      // The request moved on meanwhile: say so; it is read again either way.
      const text = refusalText(error);
      if (text) showToast(text);
    }
  };

  return (
    <div className="refund-bar">
      {actions.includes(RefundShopperAction.Withdraw) && (
        <Button variant="secondary" busy={withdraw.isPending} onClick={() => setAsking(true)}>
          {t('refunds.actions.withdraw')}
        </Button>
      )}
      {actions.includes(RefundShopperAction.Edit) && (
        <Button variant="accent" onClick={() => void navigator.tap(editRefundPath(refundNumber))}>
          {t('refunds.actions.edit')}
        </Button>
      )}
      {actions.includes(RefundShopperAction.Logistics) && (
        <Button variant="accent" onClick={() => void navigator.tap(returnLogisticsPath(refundNumber))}>
          {t(request.logistics ? 'refunds.actions.editLogistics' : 'refunds.actions.logistics')}
        </Button>
      )}
      <Modal
        open={asking}
        title={t('refunds.withdraw.title')}
        onClose={() => setAsking(false)}
        footer={
          <div className="refund-bar__confirm">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('refunds.withdraw.keep')}
            </Button>
            <Button variant="accent" onClick={() => void confirmWithdraw()}>
              {t('refunds.withdraw.confirm')}
            </Button>
          </div>
        }
      >
        <p>{t('refunds.withdraw.text', { number: refundNumber })}</p>
      </Modal>
    </div>
  );
}
