import { Currency, formatPrice, type PayResultStatus } from '@tread/domain';
import { type PagePolicy, pageSecurity } from '../../platform/security-headers';

/** The page shell and look shared by the gateways' payment pages (sandbox-page.ts, stripe-page.ts). */

/** The shop's pay-result page (SPEC §2), where a payment page sends the shopper back. */
export function payResultPath(orderNumbers: readonly string[], sts: PayResultStatus): string {
  const query = new URLSearchParams({ orderNumbers: orderNumbers.join(','), sts: String(sts) });
  return `/pages/pay-result/pay-result?${query}`;
}

/** What a payment page shows of an attempt: what and how much, nothing about the shopper. */
export type CheckoutView = {
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
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
/** JSON for a `<script type="application/json">` block: no value can close the script element. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);

const isCurrency = (code: string): code is Currency => (Object.values(Currency) as string[]).includes(code);

/** The amount as the shop writes it, HTML-escaped. */
export const amountHtml = (view: CheckoutView): string =>
  escapeHtml(formatPrice(view.amountCents, isCurrency(view.currency) ? view.currency : Currency.Usd));

/** The amount and what it pays for. */
export function summaryHtml(view: CheckoutView): string {
  return `<p class="amount">${amountHtml(view)}</p>
<dl>
<dt>Method</dt><dd>${escapeHtml(view.methodLabel)}</dd>
<dt>Order</dt><dd>${escapeHtml(view.orderNumbers.join(', '))}</dd>
<dt>Payment</dt><dd>${escapeHtml(view.payNumber)}</dd>
</dl>`;
}

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
.error{color:#b91c1c;font-size:.875rem;margin:12px 0 0}
button{display:block;width:100%;font:inherit;font-weight:600;padding:14px;border-radius:8px;border:0;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}
.pay{background:#1d4ed8;color:#fff;margin:20px 0 12px}
.cancel{background:#fff;color:#111827;border:1px solid #9ca3af}
`;

/** A payment page's CSP: the shop's, plus its inline style and what the gateway's page adds. */
export const paymentPageSecurity = (policy: PagePolicy = {}) =>
  pageSecurity({ ...policy, inlineStyles: [STYLE] });

/** A whole page: small, mobile-first, inline CSS; `scripts` go at the end of the body. */
export function paymentPage(page: { title: string; note: string; body: string; scripts?: string }): string {
  const title = escapeHtml(page.title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p class="note">${escapeHtml(page.note)}</p>
${page.body}
</main>
${page.scripts ?? ''}
</body>
</html>`;
}
