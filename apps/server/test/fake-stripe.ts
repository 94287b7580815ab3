import Stripe from 'stripe';

/** Stripe's API answered in place of the network, for the Stripe adapter and the app running on it. */

export type StripeCall = {
  method: string;
  url: string;
  body: URLSearchParams;
  idempotencyKey: string | null;
};

/** An HTTP client for the `stripe` package that answers `answer(call)` and records every call. */
export function fakeStripeHttp(answer: (call: StripeCall) => object) {
  const calls: StripeCall[] = [];
  const httpClient = Stripe.createFetchHttpClient(async (input, init) => {
    const headers = new Headers(init?.headers);
    const call: StripeCall = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: new URLSearchParams(String(init?.body ?? '')),
      idempotencyKey: headers.get('idempotency-key'),
    };
    calls.push(call);
    return new Response(JSON.stringify(answer(call)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, httpClient };
}
