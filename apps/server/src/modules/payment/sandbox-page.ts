import { Currency, formatPrice } from '@tread/domain';
import { SANDBOX_CHECKOUT_PATH, SandboxCard } from '../../platform/payments/sandbox';

export type SandboxCheckoutView = {
  payNumber: string;
  amountCents: number;
  currency: string;
  methodLabel: string;
  orderNumbers: string[];
  status: string;
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const isCurrency = (code: string): code is Currency => (Object.values(Currency) as string[]).includes(code);

const groupsOfFour = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:420px;margin:0 auto;padding:24px 16px}
h1{font-size:1.25rem;margin:0 0 4px}
.note{margin:0 0 16px;color:#4b5563;font-size:.875rem}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.amount{font-size:2rem;font-weight:700;margin:0}
dl{margin:12px 0 20px;display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:.9375rem}
dt{color:#4b5563}dd{margin:0;word-break:break-all}
label{display:block;font-weight:600;margin-bottom:6px}
input{width:100%;font:inherit;padding:12px;border:1px solid #9ca3af;border-radius:8px}
input:focus,button:focus{outline:3px solid #2563eb;outline-offset:2px}
.hint{font-size:.875rem;color:#4b5563;margin:6px 0 20px}
button{display:block;width:100%;font:inherit;font-weight:600;padding:14px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#1d4ed8;color:#fff;margin-bottom:12px}
.cancel{background:#fff;color:#111827;border:1px solid #9ca3af}
`;

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tread Sandbox Pay</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Tread Sandbox Pay</h1>
<p class="note">A test payment page: no real money moves.</p>
${body}
</main>
</body>
</html>`;
}

/** The sandbox gateway's hosted payment page: amount, method, a card field and Pay / Cancel. */
export function sandboxCheckoutPage(view: SandboxCheckoutView): string {
  const amount = escapeHtml(
    formatPrice(view.amountCents, isCurrency(view.currency) ? view.currency : Currency.Usd),
  );
  const summary = `<p class="amount">${amount}</p>
<dl>
<dt>Method</dt><dd>${escapeHtml(view.methodLabel)}</dd>
<dt>Order</dt><dd>${escapeHtml(view.orderNumbers.join(', '))}</dd>
<dt>Payment</dt><dd>${escapeHtml(view.payNumber)}</dd>
</dl>`;
  if (view.status !== 'pending') {
    return page(`<section class="card" aria-label="Payment">${summary}
<p role="status">This payment is already closed. Return to the shop to see its result.</p></section>`);
  }
  const action = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(view.payNumber)}`;
  return page(`<section class="card" aria-label="Payment">${summary}
<form method="post" action="${escapeHtml(action)}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-describedby="card-hint">
<p id="card-hint" class="hint">Test cards: ${groupsOfFour(SandboxCard.Approves)} approves, ${groupsOfFour(SandboxCard.Declines)} declines.</p>
<button class="pay" type="submit" name="action" value="pay">Pay ${amount}</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel payment</button>
</form></section>`);
}
