import {
  Messages,
  PAYMENT_METHODS,
  type PayMethod,
  PaymentType,
  type PaySwitchAnswer,
  WEB_PAYMENT_TYPES,
} from '@tread/domain';
import type { PaymentGateway } from '../../platform/payments/provider';

const PAY_LATER_TYPES: readonly PaymentType[] = [PaymentType.Affirm, PaymentType.Klarna];

/** The methods offered now: switched on, and either the shop's balance or one the configured gateway takes. */
export function offeredMethods(paySwitch: PaySwitchAnswer, gateway: PaymentGateway): PayMethod[] {
  return PAYMENT_METHODS.filter(
    (method) =>
      paySwitch[method.switchName] === true &&
      (method.type === PaymentType.Balance || gateway.paymentTypes.includes(method.type)),
  ).map((method) => ({
    payType: method.type,
    label: method.label,
    instalmentText: PAY_LATER_TYPES.includes(method.type) ? Messages.PayLaterInstalments : null,
    web: WEB_PAYMENT_TYPES.includes(method.type),
  }));
}
