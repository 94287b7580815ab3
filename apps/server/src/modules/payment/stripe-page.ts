import {
  amountHtml,
  type CheckoutView,
  escapeHtml,
  paymentPage,
  paymentPageSecurity,
  scriptJson,
  summaryHtml,
} from './payment-page';

const STRIPE_JS_ORIGIN = 'https://js.stripe.com';
export const STRIPE_JS_URL = `${STRIPE_JS_ORIGIN}/v3`;

export type StripePageInput = {
  view: CheckoutView;
  publishableKey: string;
  clientSecret: string;
  /** Where Stripe sends the shopper once the payment is confirmed; relative URLs resolve against this page. */
  returnUrl: string;
  /** Form action of 'Cancel payment'. */
  cancelAction: string;
};

// Stripe.js mounts the Payment Element (card, and Google Pay / Apple Pay where the device offers them) and
// confirms the intent; it leaves the page for return_url on success, so the handler only sees errors.
const PAGE_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById('checkout-data').textContent);
  const form = document.getElementById('payment-form');
  const button = document.getElementById('pay');
  const message = document.getElementById('payment-message');
  const show = (text) => { message.textContent = text; message.hidden = false; };
  if (typeof Stripe !== 'function') {
    show('The payment form could not load. Check your connection and reload the page.');
    return;
  }
  const stripe = Stripe(data.publishableKey);
  const elements = stripe.elements({ clientSecret: data.clientSecret });
  const paymentElement = elements.create('payment', { layout: 'tabs' });
  paymentElement.on('ready', () => { button.disabled = false; });
  paymentElement.mount('#payment-element');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.disabled = true;
    message.hidden = true;
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: new URL(data.returnUrl, window.location.href).href },
    });
    show((error && error.message) || 'The payment did not go through. Please try again.');
    button.disabled = false;
  });
})();`;

// Stripe.js loads from js.stripe.com, frames its fields from there and 3-D Secure from hooks.stripe.com.
export const STRIPE_PAGE_SECURITY = paymentPageSecurity({
  inlineScripts: [PAGE_SCRIPT],
  sources: {
    'script-src': [STRIPE_JS_ORIGIN, 'https://*.js.stripe.com'],
    'frame-src': [STRIPE_JS_ORIGIN, 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    'connect-src': ['https://api.stripe.com'],
  },
});

/** Our Stripe payment page: the sandbox page's look around Stripe's Payment Element. */
export function stripeCheckoutPage(input: StripePageInput): string {
  const data = {
    publishableKey: input.publishableKey,
    clientSecret: input.clientSecret,
    returnUrl: input.returnUrl,
  };
  return paymentPage({
    title: 'Tread Pay',
    note: 'Card details go straight to Stripe, our payment provider.',
    body: `<section class="card" aria-label="Payment">${summaryHtml(input.view)}
<form id="payment-form">
<div id="payment-element"></div>
<p id="payment-message" class="error" role="alert" hidden></p>
<button id="pay" class="pay" type="submit" disabled>Pay ${amountHtml(input.view)}</button>
</form>
<form method="post" action="${escapeHtml(input.cancelAction)}">
<button class="cancel" type="submit">Cancel payment</button>
</form></section>`,
    scripts: `<script src="${STRIPE_JS_URL}"></script>
<script id="checkout-data" type="application/json">${scriptJson(data)}</script>
<script>${PAGE_SCRIPT}</script>`,
  });
}
