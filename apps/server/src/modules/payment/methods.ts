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

/** Whether a payment can be taken at all: from the shop's own balance, or by the configured gateway. */
const canTake = (gateway: PaymentGateway, type: PaymentType): boolean =>
  type === PaymentType.Balance || gateway.paymentTypes.includes(type);

/** The stored switches as the shop can honor them: a switch is on only if the configured gateway takes its method. */
export function gatewayPaySwitch(paySwitch: PaySwitchAnswer, gateway: PaymentGateway): PaySwitchAnswer {
  const honored = { ...paySwitch };
  for (const method of PAYMENT_METHODS) {
    honored[method.switchName] = paySwitch[method.switchName] === true && canTake(gateway, method.type);
  }
  return honored;
}

/** The methods offered now: switched on, and either the shop's balance or one the configured gateway takes. */
export function offeredMethods(paySwitch: PaySwitchAnswer, gateway: PaymentGateway): PayMethod[] {
  const switches = gatewayPaySwitch(paySwitch, gateway);
  return PAYMENT_METHODS.filter((method) => switches[method.switchName] === true).map((method) => ({
    payType: method.type,
    label: method.label,
    installmentText: PAY_LATER_TYPES.includes(method.type) ? Messages.PayLaterInstallments : null,
    web: WEB_PAYMENT_TYPES.includes(method.type),
  }));
}
