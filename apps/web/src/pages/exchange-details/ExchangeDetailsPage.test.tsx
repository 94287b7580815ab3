import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ExchangeRecord, ExchangeStatus, MallGoodsKind } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mall, openMallForTest } from '../../testing/points-mall';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/member/exchange-details';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
  openMallForTest([]);
});

afterEach(cleanup);

const exchange = (number: string, changes: Partial<ExchangeRecord> = {}): ExchangeRecord => ({
  number,
  goodsId: 1,
  kind: MallGoodsKind.Coupon,
  name: '$5 off your next order',
  image: '',
  count: 1,
  points: 500,
  cashCents: 0,
  status: ExchangeStatus.Done,
  orderNumber: null,
  time: '2025-07-04T03:30:00.000Z',
  ...changes,
});

const rows = () => within(screen.getByRole('list', { name: 'My exchanges' })).getAllByRole('listitem');

describe('my exchanges', () => {
  it('lists them newest first: what, how many, what it took, its state and when', async () => {
    mall.exchanges = [
      exchange('X1'),
      exchange('X2', {
        kind: MallGoodsKind.Product,
        name: 'Tire pressure gauge',
        count: 2,
        points: 1600,
        cashCents: 998,
        status: ExchangeStatus.Placed,
        orderNumber: 'A77',
      }),
      exchange('X3', {
        status: ExchangeStatus.Canceled,
        kind: MallGoodsKind.Product,
        orderNumber: 'A78',
        name: 'Wiper',
      }),
    ];
    renderApp(PATH);
    await screen.findByRole('list', { name: 'My exchanges' });
    const [canceled, gauge, coupon] = rows();
    expect(canceled?.textContent).toContain('Canceled');
    expect(gauge?.textContent).toContain('Tire pressure gauge');
    expect(gauge?.textContent).toContain('Order placed');
    expect(gauge?.textContent).toContain('1,600 points + $9.98');
    expect(gauge?.textContent).toContain('Qty 2');
    expect(gauge?.textContent).toContain('Order A77');
    expect(
      within(gauge as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/pages/order-detail/order-detail?orderNum=A77');
    expect(coupon?.textContent).toContain('Completed');
    expect(coupon?.textContent).toContain('In My coupons');
    // 03:30 UTC on July 4 is still July 3 in Los Angeles.
    expect(coupon?.textContent).toContain('07/03/2025, 8:30 PM PDT');
    expect(
      within(coupon as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/packages/activities/my-coupon');
  });

  it('loads more as the shopper asks', async () => {
    mall.exchanges = Array.from({ length: 12 }, (_, index) => exchange(`X${index + 1}`));
    renderApp(PATH);
    await screen.findByRole('list', { name: 'My exchanges' });
    expect(rows()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(12));
  });

  it('without any, leads to the points mall', async () => {
    const { router } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'No exchanges yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the points mall' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/member/integral-goods-list'));
  });
});
