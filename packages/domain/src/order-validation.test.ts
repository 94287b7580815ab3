import { describe, expect, it } from 'vitest';
import { Messages } from './messages';
import {
  type RefundRequestInput,
  validateBalanceSpend,
  validateCheckoutCount,
  validateImage,
  validateInvoice,
  validateMerchantMessage,
  validateNewAddress,
  validatePointsToUse,
  validateRefundRequest,
  validateReview,
  validateTopUpCents,
  validateTrackingNumber,
} from './order-validation';

describe('checkout and addresses', () => {
  it('checks out 1 to 50 items', () => {
    expect(validateCheckoutCount(0)).toBe('NOTHING_SELECTED');
    expect(validateCheckoutCount(50)).toBeNull();
    expect(validateCheckoutCount(51)).toBe('CART_CHECKOUT_LIMIT');
  });

  it('keeps at most 10 addresses', () => {
    expect(validateNewAddress(9)).toBeNull();
    expect(validateNewAddress(10)).toBe(Messages.AddressLimitReached);
  });

  it('limits the message to the merchant to 200 characters', () => {
    expect(validateMerchantMessage('x'.repeat(200))).toBeNull();
    expect(validateMerchantMessage('x'.repeat(201))).toBe(Messages.MerchantMessageTooLong);
  });
});

describe('images and reviews', () => {
  it('takes images of an allowed type up to 2 MB', () => {
    expect(validateImage({ bytes: 2 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(validateImage({ bytes: 2 * 1024 * 1024 + 1, type: 'image/png' })).toBe(Messages.ImageTooLarge);
    expect(validateImage({ bytes: 10, type: 'application/pdf' })).toBe(Messages.ImageBadFormat);
  });

  it('needs review text up to 500 characters and up to 9 images', () => {
    expect(validateReview({ text: 'Great grip in the rain', imageCount: 9 })).toBeNull();
    expect(validateReview({ text: '  ', imageCount: 0 })).toBe(Messages.ReviewTextRequired);
    expect(validateReview({ text: 'x'.repeat(501), imageCount: 0 })).toBe(Messages.ReviewTextTooLong);
    expect(validateReview({ text: 'ok', imageCount: 10 })).toBe(Messages.ReviewImagesTooMany);
  });
});

describe('refund request', () => {
  const valid: RefundRequestInput = {
    reason: 'Item does not fit my vehicle',
    description: 'Ordered the wrong rim size',
    imageCount: 5,
    quantity: 2,
    orderedQuantity: 4,
    amountCents: 24000,
    maxRefundableCents: 48000,
  };

  it('accepts a complete request', () => {
    expect(validateRefundRequest(valid)).toBeNull();
  });

  it.each<[Partial<RefundRequestInput>, string]>([
    [{ reason: '' }, Messages.RefundReasonRequired],
    [{ quantity: 0 }, Messages.ReturnQuantityTooSmall],
    [{ quantity: 1.5 }, Messages.ReturnQuantityTooSmall],
    [{ quantity: 5 }, Messages.ReturnQuantityTooLarge],
    [{ amountCents: -1 }, Messages.AmountInvalid],
    [{ amountCents: 48001 }, Messages.RefundAmountTooLarge],
    [{ description: ' ' }, Messages.RefundDescriptionRequired],
    [{ description: 'x'.repeat(251) }, Messages.RefundDescriptionTooLong],
    [{ imageCount: 6 }, Messages.RefundImagesTooMany],
  ])('%j → %s', (change, message) => {
    expect(validateRefundRequest({ ...valid, ...change })).toBe(message);
  });

  it('needs a tracking number for the return', () => {
    expect(validateTrackingNumber('')).toBe(Messages.TrackingNumberRequired);
    expect(validateTrackingNumber('1Z999AA10123456784')).toBeNull();
  });
});

describe('points, top-up, balance', () => {
  it.each([10, 20, 1000])('spends %i points', (points) => {
    expect(validatePointsToUse(points)).toBeNull();
  });

  it.each([0, 5, 15, -10, 10.5])('refuses %s points', (points) => {
    expect(validatePointsToUse(points)).toBe(Messages.PointsMultipleOfTen);
  });

  it('tops up from $0.01 to $100,000', () => {
    expect(validateTopUpCents(1)).toBeNull();
    expect(validateTopUpCents(10_000_000)).toBeNull();
    expect(validateTopUpCents(null)).toBe(Messages.TopUpRequired);
    expect(validateTopUpCents(0)).toBe(Messages.TopUpTooSmall);
    expect(validateTopUpCents(10_000_001)).toBe(Messages.TopUpTooLarge);
    expect(validateTopUpCents(1.5)).toBe(Messages.AmountInvalid);
  });

  it('spends at most the balance', () => {
    expect(validateBalanceSpend(500, 500)).toBeNull();
    expect(validateBalanceSpend(501, 500)).toBe(Messages.InsufficientBalance);
    expect(validateBalanceSpend(0, 500)).toBe(Messages.AmountInvalid);
  });
});

describe('invoice', () => {
  it('needs a title and a 9-digit taxpayer number', () => {
    expect(validateInvoice({ title: 'Acme Auto LLC', taxpayerNumber: '12-3456789' })).toBeNull();
    expect(validateInvoice({ title: '', taxpayerNumber: '123456789' })).toBe(Messages.InvoiceTitleRequired);
    expect(validateInvoice({ title: 'Acme', taxpayerNumber: ' ' })).toBe(Messages.TaxpayerNumberRequired);
    expect(validateInvoice({ title: 'Acme', taxpayerNumber: '12345678' })).toBe(
      Messages.TaxpayerNumberInvalid,
    );
  });
});
