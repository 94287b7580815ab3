import { cleanup, screen, within } from '@testing-library/react';
import { CancelReason, GroupState, OrderStatus, OrderType } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend } from '../../testing/backend';
import { groupActivityFixture, groupFixture, groupSummaryOf, orderGroupOf } from '../../testing/data/deals';
import { sampleOrder } from '../../testing/data/orders';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

/** Flash-sale and group-buy orders in the order list and on their detail page (issue 15). */

const activity = groupActivityFixture({ groupActivityId: 1 });
const openGroup = orderGroupOf(
  groupSummaryOf(
    groupFixture({
      groupId: 5,
      groupActivityId: 1,
      members: [
        { nickname: 'Sam', paid: true, mine: true },
        { nickname: 'Jordan', paid: false, mine: false },
      ],
    }),
    activity,
    true,
  ),
);

const groupOrder = (
  orderNumber: string,
  group = openGroup,
  status: OrderStatus = OrderStatus.WaitingForGroup,
) => sampleOrder(orderNumber, { status, orderType: OrderType.Group, group });

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(() => cleanup());

describe('orders of flash sales and group buys', () => {
  it('labels a paid group order Grouping with its group’s state, time left and details', async () => {
    backend.orders = [
      groupOrder('2611270000000001'),
      sampleOrder('2611270000000002', { status: OrderStatus.Paid, orderType: OrderType.FlashSale }),
    ];
    renderApp('/pages/order-list/order-list');
    const grouping = await screen.findByRole('article', { name: 'Order 2611270000000001' });
    expect(within(grouping).getByText('Grouping')).toBeTruthy();
    expect(within(grouping).getByText('Group buy')).toBeTruthy();
    expect(within(grouping).getByText('Needs 1 more to complete')).toBeTruthy();
    expect(within(grouping).getByRole('timer').textContent).toMatch(/^\d:\d\d:\d\d left$/);
    expect(within(grouping).getByRole('link', { name: 'Group details' }).getAttribute('href')).toBe(
      '/packages/activities/spell-group-details?groupId=5',
    );

    const flash = await screen.findByRole('article', { name: 'Order 2611270000000002' });
    expect(within(flash).getByText('Flash sale')).toBeTruthy();
    expect(within(flash).queryByText('Group details')).toBeNull();
  });

  it('shows a grouping order’s group on its page, with the share button while it is open', async () => {
    backend.orders = [groupOrder('2611270000000001')];
    renderApp('/pages/order-detail/order-detail?orderNum=2611270000000001');
    expect(await screen.findByRole('heading', { name: 'Grouping' })).toBeTruthy();
    expect(screen.getByText('Needs 1 more to complete')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share with friends' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Group details' })).toBeTruthy();
  });

  it('says a group that completed is being processed, and one that failed was refunded', async () => {
    backend.orders = [
      groupOrder(
        '2611270000000001',
        { ...openGroup, state: GroupState.Filled, seatsLeft: 0 },
        OrderStatus.Paid,
      ),
      sampleOrder('2611270000000002', {
        status: OrderStatus.Canceled,
        orderType: OrderType.Group,
        cancelReason: CancelReason.GroupFailed,
        group: { ...openGroup, state: GroupState.Failed },
      }),
    ];
    renderApp('/pages/order-list/order-list');
    const filled = await screen.findByRole('article', { name: 'Order 2611270000000001' });
    expect(within(filled).getByText('Group complete — your order is being processed')).toBeTruthy();
    const failed = await screen.findByRole('article', { name: 'Order 2611270000000002' });
    expect(
      within(failed).getByText('This group did not fill in time; your payment has been refunded'),
    ).toBeTruthy();
    expect(within(failed).queryByRole('timer')).toBeNull();

    cleanup();
    renderApp('/pages/order-detail/order-detail?orderNum=2611270000000002');
    expect(
      await screen.findByText(
        'The group buy did not complete, so this order was canceled and your payment refunded in full.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share with friends' })).toBeNull();
  });
});
