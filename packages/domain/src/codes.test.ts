import { describe, expect, it } from 'vitest';
import * as account from './account-codes';
import * as app from './app-codes';
import * as catalog from './catalog-codes';
import * as orders from './codes';

const enumerations = { ...account, ...app, ...catalog, ...orders };

describe('enumerations', () => {
  it('never give two members the same code', () => {
    for (const [name, value] of Object.entries(enumerations)) {
      if (typeof value !== 'object' || Array.isArray(value) || /^[A-Z_]+$/.test(name)) continue;
      const codes = Object.values(value);
      expect(new Set(codes).size, name).toBe(codes.length);
    }
  });

  it('list the order tabs of the personal center in the spec order', () => {
    expect(orders.ORDER_LIST_TABS.map((tab) => tab.key)).toEqual([
      'all',
      'unpaid',
      'processing',
      'shipped',
      'installation',
      'completed',
      'review',
      'return',
    ]);
  });

  it('give each order list status the order status of the same number', () => {
    expect(orders.OrderListStatus.Unpaid).toBe(orders.OrderStatus.Unpaid);
    expect(orders.OrderListStatus.Processing).toBe(orders.OrderStatus.Paid);
    expect(orders.OrderListStatus.Complete).toBe(orders.OrderStatus.Completed);
    expect(orders.OrderListStatus.Installed).toBe(orders.OrderStatus.WaitingForInstall);
  });

  it('walk a return through the refund steps in order', () => {
    const path = [
      orders.RefundStatus.Applied,
      orders.RefundStatus.AcceptedAwaitingReturn,
      orders.RefundStatus.ReturnShipped,
      orders.RefundStatus.ReturnReceived,
      orders.RefundStatus.Refunded,
    ].map((status) => orders.REFUND_STATUS_STEPS[status].step);
    expect(path).toEqual([1, 2, 3, 4, 5]);
    expect(orders.REFUND_REASONS).toHaveLength(8);
  });

  it('label both free-install tiers alike', () => {
    expect(catalog.TIRE_TIER_LABELS[catalog.TireTier.FreeInstall]).toBe('free_install');
    expect(catalog.TIRE_TIER_LABELS[catalog.TireTier.FreeInstallPlus]).toBe('free_install');
    expect(catalog.RatingLabel[catalog.Rating.Four]).toBe('Recommended');
  });

  it('keep every locally stored value of the spec', () => {
    expect(Object.values(app.LOCAL_STORAGE_KEYS)).toEqual(
      'token userInfo userTireList userVehicleList tireSize lastUserTire currentVehicle guestCartInfo clientId sessionId platform deviceId appType registerLink latestIndexHref cashTaskCode currency lang channelCouponKey'.split(
        ' ',
      ),
    );
  });

  it('cover every content type a policy page uses', () => {
    const contentTypes: readonly string[] = Object.values(app.ContentPageType);
    for (const page of orders.POLICY_PAGES) expect(contentTypes).toContain(page.contentType);
  });

  it('route every tab', () => {
    expect(app.TAB_ROUTES[app.TabIndex.Tires]).toBe('/pages/tires/tires');
    expect(app.DEEP_LINK_WHITELIST[0]).toBe('/pages/index/index');
  });
});
