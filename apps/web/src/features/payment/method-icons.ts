import { PaymentType } from '@tread/domain';
import {
  BadgeDollarSign,
  CalendarClock,
  CircleDollarSign,
  Coins,
  CreditCard,
  type LucideIcon,
  Smartphone,
  Wallet,
} from 'lucide-react';

/** The picture beside each payment method of SPEC §9. */
export const PAYMENT_METHOD_ICONS: Record<PaymentType, LucideIcon> = {
  [PaymentType.Score]: Coins,
  [PaymentType.Balance]: Wallet,
  [PaymentType.PayPal]: CircleDollarSign,
  [PaymentType.StripeCard]: CreditCard,
  [PaymentType.StripeGooglePay]: Smartphone,
  [PaymentType.StripeApplePay]: Smartphone,
  [PaymentType.AuthorizeCard]: CreditCard,
  [PaymentType.AuthorizeApplePay]: Smartphone,
  [PaymentType.AuthorizeGooglePay]: Smartphone,
  [PaymentType.Affirm]: CalendarClock,
  [PaymentType.Klarna]: CalendarClock,
  [PaymentType.CashApp]: BadgeDollarSign,
};
