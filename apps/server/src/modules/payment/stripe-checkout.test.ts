import { chromium } from '@playwright/test';
import { formatPrice, type PayAnswer, PaymentType } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp } from '../../../test/accounts';
import { cspOf, expectPageRunsUnderItsCsp } from '../../../test/csp';
import { fakeStripeHttp } from '../../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../../test/harness';
import { placeOrder } from '../../../test/orders';
import { pay, paymentRow } from '../../../test/payments';
import { readConfig } from '../../config';
import { paymentGatewayFor } from '../../platform/payments/gateway';

// Keys with characters that would break out of HTML or a script block if embedded carelessly.
const PUBLISHABLE_KEY = `pk_test_"tread'</script><b>`;
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_tread',
  STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  STRIPE_WEBHOOK_SECRET: 'whsec_tread_test',
};
const clientSecretOf = (intentId: string) => `${intentId}_secret_</script><script>alert(1)</script>`;

/** Intent statuses the fake Stripe answers, by intent id; unset means waiting for the shopper. */
const intentStatus = new Map<string, string>();
const stripeApi = fakeStripeHttp(({ method, url, body }) => {
  const path = new URL(url).pathname;
  if (method === 'POST' && path === '/v1/payment_intents') {
    const id = `pi_${body.get('metadata[payNumber]')}`;
    return { id, object: 'payment_intent', client_secret: clientSecretOf(id) };
  }
  const id = path.replace('/v1/payment_intents/', '');
  return {
    id,
    object: 'payment_intent',
    client_secret: clientSecretOf(id),
    status: intentStatus.get(id) ?? 'requires_payment_method',
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(STRIPE_ENV, {
    payments: paymentGatewayFor(readConfig(STRIPE_ENV), { stripeHttpClient: stripeApi.httpClient }),
  });
});
afterAll(() => t.close());

const payingStatus = async (customer: Customer, orderNumber: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/p/order/changePayingStatus?orderNumber=${orderNumber}`,
      headers: customer.headers,
    })
  ).json();

/** An order and a Google Pay attempt on it, started through POST /api/p/order/pay. */
async function startedStripePayment() {
  const shopper = await signUp(t);
  const placed = await placeOrder(t, shopper);
  const res = await pay(t, shopper, placed.orderNumbers, PaymentType.StripeGooglePay);
  expect(res.statusCode).toBe(200);
  const answer = res.json<PayAnswer>();
  return { shopper, placed, orderNumber: placed.orderNumbers[0] ?? '', answer };
}

/** What the page needs of Stripe.js: mounts a frame from js.stripe.com, calls api.stripe.com, declines. */
const FAKE_STRIPE_JS = `window.Stripe = () => ({
  elements: () => ({
    create: () => {
      const handlers = {};
      return {
        on: (name, handler) => { handlers[name] = handler; },
        mount: (selector) => {
          const frame = document.createElement('iframe');
          frame.title = 'Secure payment input frame';
          frame.src = 'https://js.stripe.com/v3/elements-inner.html';
          frame.addEventListener('load', () => fetch('https://api.stripe.com/v1/elements/sessions').then(() => handlers.ready()));
          document.querySelector(selector).appendChild(frame);
        },
      };
    },
  }),
  confirmPayment: async () => ({ error: { message: 'Your card was declined.' } }),
});`;

const checkoutData = (html: string): unknown => {
  const block = /<script id="checkout-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(block?.[1] ?? 'null');
};

describe('paying through Stripe', () => {
  it('answers a redirect to our Stripe payment page, after creating the intent once per attempt', async () => {
    const { shopper, placed, orderNumber, answer } = await startedStripePayment();
    expect(answer).toEqual({
      payNumber: expect.stringMatching(/^P\d{20}$/),
      status: 'redirect',
      redirectUrl: `/api/payment/stripe/checkout/${answer.payNumber}`,
    });
    const create = stripeApi.calls.find((call) => call.body.get('metadata[payNumber]') === answer.payNumber);
    expect(create?.idempotencyKey).toBe(`pay-${answer.payNumber}`);
    expect(create?.body.get('amount')).toBe(String(placed.total));
    expect(await paymentRow(t, answer.payNumber)).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      providerRef: `pi_${answer.payNumber}`,
    });
    expect(await payingStatus(shopper, orderNumber)).toEqual({ payStatus: 2 });
  });

  it('renders the Payment Element page with the keys embedded safely, and never caches it', async () => {
    const { placed, orderNumber, answer } = await startedStripePayment();
    const page = await t.app.inject({ method: 'GET', url: answer.redirectUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<title>Tread Pay</title>');
    expect(page.body).toContain('lang="en"');
    expect(page.body).toContain('<script src="https://js.stripe.com/v3"></script>');
    expect(page.body).toContain('<div id="payment-element"></div>');
    expect(page.body).toContain(`Pay ${formatPrice(placed.total)}`);
    expect(page.body).toContain('Google Pay');
    expect(checkoutData(page.body)).toEqual({
      publishableKey: PUBLISHABLE_KEY,
      clientSecret: clientSecretOf(`pi_${answer.payNumber}`),
      returnUrl: `/pages/pay-result/pay-result?orderNumbers=${orderNumber}&sts=2`,
    });
    expect(page.body).not.toContain('alert(1)</script>');
    expect(page.body).not.toContain(`'</script><b>`);
  });

  it("runs under a CSP that allows its own script, Stripe's script and frames, and nothing else inline", async () => {
    const { answer } = await startedStripePayment();
    const page = await t.app.inject({ method: 'GET', url: answer.redirectUrl ?? '' });
    expectPageRunsUnderItsCsp(page);
    const csp = cspOf(page.headers);
    expect(csp.get('script-src')).toContain('https://js.stripe.com');
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it("works in Chromium under its CSP: Stripe's script, frame and API load, the page's own script runs", async () => {
    const { answer } = await startedStripePayment();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage();
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) refusals.push(message.text());
      });
      // Stripe's hosts answered here by a stand-in that does what Stripe.js does: a frame and an API call.
      await page.route('https://js.stripe.com/v3', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS }),
      );
      await page.route('https://js.stripe.com/v3/elements-inner.html', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>Card number</p>' }),
      );
      await page.route('https://api.stripe.com/**', (route) =>
        route.fulfill({ contentType: 'application/json', body: '{}' }),
      );
      await page.goto(`${base}${answer.redirectUrl}`);
      const pay = page.getByRole('button', { name: /^Pay / });
      await expect.poll(() => pay.isEnabled()).toBe(true);
      await pay.click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Your card was declined.');
      expect(refusals).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('answers 404 for an unknown payment, and for one no longer pending', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/payment/stripe/checkout/P404' });
    expect(unknown.statusCode).toBe(404);

    const { shopper, orderNumber, answer } = await startedStripePayment();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${answer.redirectUrl}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`/pages/pay-result/pay-result?orderNumbers=${orderNumber}&sts=0`);
    expect((await paymentRow(t, answer.payNumber)).status).toBe('canceled');
    expect(await payingStatus(shopper, orderNumber)).toEqual({ payStatus: 0 });
    const closed = await t.app.inject({ method: 'GET', url: answer.redirectUrl ?? '' });
    expect(closed.statusCode).toBe(404);
  });

  it('sends the shopper to wait for the result when Stripe is already taking the payment', async () => {
    const { orderNumber, answer } = await startedStripePayment();
    intentStatus.set(`pi_${answer.payNumber}`, 'processing');
    const page = await t.app.inject({ method: 'GET', url: answer.redirectUrl ?? '' });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/pages/pay-result/pay-result?orderNumbers=${orderNumber}&sts=2`);
  });
});
