import { describe, expect, it } from 'vitest';
import { UnverifiedNotification } from './provider';
import {
  decideSandboxPayment,
  SANDBOX_SIGNATURE_HEADER,
  sandboxGateway,
  sandboxNotificationBody,
} from './sandbox';

const gateway = sandboxGateway({ signingSecret: 'sandbox-test-secret', publicBaseUrl: '' });
const now = new Date('2026-11-21T18:00:00Z');
const payment = { payNumber: 'P123', amountCents: 25_000, currency: 'usd' };

describe('sandbox gateway', () => {
  it('approves 4242 4242 4242 4242 and declines 4000 0000 0000 0002, other numbers and a cancel', () => {
    expect(decideSandboxPayment('pay', '4242 4242 4242 4242')).toEqual({
      status: 'succeeded',
      failureReason: null,
    });
    expect(decideSandboxPayment('pay', '4000-0000-0000-0002')).toMatchObject({ status: 'failed' });
    expect(decideSandboxPayment('pay', '1234')).toMatchObject({ status: 'failed' });
    expect(decideSandboxPayment('cancel', '4242424242424242')).toMatchObject({ status: 'failed' });
  });

  it('opens its own payment page', async () => {
    const checkout = await gateway.createCheckout({ ...payment, paymentType: 11, orderNumbers: ['1'] });
    expect(checkout.redirectUrl).toBe('/api/sandbox/checkout/P123');
  });

  it('reads back a notification it signed, each with its own event id', () => {
    const body = sandboxNotificationBody(payment, decideSandboxPayment('pay', '4242424242424242'));
    const headers = { [SANDBOX_SIGNATURE_HEADER]: gateway.sign(body, now) };
    expect(gateway.parseNotification(body, headers, now)).toMatchObject({ ...payment, status: 'succeeded' });
    const again = sandboxNotificationBody(payment, decideSandboxPayment('pay', '4242424242424242'));
    expect(JSON.parse(again).eventId).not.toBe(JSON.parse(body).eventId);
  });

  it('refuses unsigned, forged or malformed notifications', () => {
    const body = sandboxNotificationBody(payment, decideSandboxPayment('pay', '4242424242424242'));
    const forged = sandboxGateway({ signingSecret: 'not-the-shops-secret', publicBaseUrl: '' });
    expect(() => gateway.parseNotification(body, {}, now)).toThrow(UnverifiedNotification);
    expect(() =>
      gateway.parseNotification(body, { [SANDBOX_SIGNATURE_HEADER]: forged.sign(body, now) }, now),
    ).toThrow(UnverifiedNotification);
    const notJson = 'approved';
    expect(() =>
      gateway.parseNotification(notJson, { [SANDBOX_SIGNATURE_HEADER]: gateway.sign(notJson, now) }, now),
    ).toThrow(UnverifiedNotification);
  });
});
