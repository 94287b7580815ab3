import { SANDBOX_CHECKOUT_PATH, SandboxCard } from '../../platform/payments/sandbox';
import {
  amountHtml,
  type CheckoutView,
  escapeHtml,
  paymentPage,
  paymentPageSecurity,
  summaryHtml,
} from './payment-page';

const groupsOfFour = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The sandbox page runs no script: only its inline style is added to the shop's CSP. */
export const SANDBOX_PAGE_SECURITY = paymentPageSecurity();

const sandboxPage = (body: string) =>
  paymentPage({ title: 'Tread Sandbox Pay', note: 'A test payment page: no real money moves.', body });

/** The sandbox gateway's hosted payment page: amount, method, a card field and Pay / Cancel. */
export function sandboxCheckoutPage(view: CheckoutView): string {
  const summary = summaryHtml(view);
  if (view.status !== 'pending') {
    return sandboxPage(`<section class="card" aria-label="Payment">${summary}
<p role="status">This payment is already closed. Return to the shop to see its result.</p></section>`);
  }
  const action = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(view.payNumber)}`;
  return sandboxPage(`<section class="card" aria-label="Payment">${summary}
<form method="post" action="${escapeHtml(action)}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-describedby="card-hint">
<p id="card-hint" class="hint">Test cards: ${groupsOfFour(SandboxCard.Approves)} approves, ${groupsOfFour(SandboxCard.Declines)} declines.</p>
<button class="pay" type="submit" name="action" value="pay">Pay ${amountHtml(view)}</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel payment</button>
</form></section>`);
}
