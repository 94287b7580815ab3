import { PaymentType } from '@tread/domain';
import type { LucideIcon } from 'lucide-react';
import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CircleDollarSign from 'lucide-react/icons/circle-dollar-sign';
import Coins from 'lucide-react/icons/coins';
import CreditCard from 'lucide-react/icons/credit-card';
import Smartphone from 'lucide-react/icons/smartphone';
import Wallet from 'lucide-react/icons/wallet';

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
