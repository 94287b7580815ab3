import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CheckoutDelivery, GroupBuyMessages, GroupState, Messages } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCheckoutSelection } from '../../features/cart/checkout-selection';
import { useCheckoutStore } from '../../features/checkout/checkout-store';
import { backend } from '../../testing/backend';
import { startCheckoutForTest } from '../../testing/checkout';
import { groupActivityFixture, groupFixture } from '../../testing/data/deals';
import { deals, resetDeals } from '../../testing/handlers/deals';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const LIST = '/packages/activities/a-bulk-list';
const PRODUCT = '/pages/prod/prod?prodid=7&skuId=457&groupActivityId=1';
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => {
  resetSessionForTest();
  resetDeals();
  startCheckoutForTest([]);
  deals.groupActivities = [groupActivityFixture({ groupActivityId: 1 })];
  deals.groups = [
    groupFixture({ groupId: 5, groupActivityId: 1 }),
    // Past its time limit: it has failed, whatever it was stored as.
    groupFixture({ groupId: 6, groupActivityId: 1, expiresAt: new Date(Date.now() - 1000).toISOString() }),
  ];
});

afterEach(() => cleanup());

describe('the group-buy list', () => {
  it('shows each product’s group price against its usual price, group size, time limit and open groups', async () => {
    deals.groupActivities.push(
      groupActivityFixture({
        groupActivityId: 2,
        groupSize: 2,
        startsAt: new Date(Date.now() + DAY_MS).toISOString(),
      }),
    );
    const { router } = renderApp(LIST);
    const list = await screen.findByRole('list', { name: 'Group buys' });
    const [running, later] = within(list).getAllByRole('link');
    expect(within(running!).getByText('3-person group')).toBeTruthy();
    expect(within(running!).getByText('Fill within 24 hours')).toBeTruthy();
    expect(within(running!).getByText('$159.99/ea')).toBeTruthy();
    expect(running!.querySelector('s')?.textContent).toBe('Was $223.99');
    expect(within(running!).getByText('1 open group')).toBeTruthy();
    expect(within(later!).getByText('2-person group')).toBeTruthy();
    expect(within(later!).getByText(Messages.EventNotStarted)).toBeTruthy();

    fireEvent.click(running!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/prod/prod'));
    expect(router.state.location.search).toBe('?prodid=7&skuId=457&groupActivityId=1');
  });
});

describe('the product page of a group buy', () => {
  it('shows the group offer and the open groups with seats and time left', async () => {
    renderApp(PRODUCT);
    const panel = await screen.findByRole('region', { name: 'Group buy' });
    expect(within(panel).getByText('3-person group')).toBeTruthy();
    expect(within(panel).getByText('$159.99/ea')).toBeTruthy();
    expect(
      within(panel).getByText(
        'Fill within 24 hours. If the group doesn’t fill in time, you’re refunded in full.',
      ),
    ).toBeTruthy();
    const open = within(panel).getByRole('listitem');
    expect(within(open).getByRole('link', { name: 'J***’s group' }).getAttribute('href')).toBe(
      '/packages/activities/spell-group-details?groupId=5',
    );
    expect(within(open).getByText('2 seats left')).toBeTruthy();
    expect(within(open).getByRole('timer').textContent).toMatch(/^\d:\d\d:\d\d left$/);
    // The usual price block and the basket's buttons give way to the group's.
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start a group · $159.99' })).toBeTruthy();
  });

  it('joins an open group: one seat at the group price on Confirm order', async () => {
    signInForTest();
    const { router } = renderApp(PRODUCT);
    fireEvent.click(await screen.findByRole('button', { name: 'Join J***’s group' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/packages/activities/group-confirm-order'),
    );
    expect(router.state.location.search).toBe('?groupActivityId=1&groupId=5');
    expect(await screen.findByRole('heading', { name: 'Confirm order' })).toBeTruthy();
    expect(
      await screen.findByText('You’re joining a group. If it doesn’t fill in time, you’re refunded in full.'),
    ).toBeTruthy();
    const tires = await screen.findByRole('region', { name: 'Tires' });
    expect(within(tires).getByText('$159.99/ea')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Coupons/ })).toBeNull();
    expect(backend.confirms.at(-1)).toMatchObject({
      items: [{ skuId: 457, count: 1 }],
      special: { kind: 'group', groupActivityId: 1, groupId: 5 },
    });
  });

  it('starts a group and places it, going on to payment', async () => {
    signInForTest();
    const { router } = renderApp(PRODUCT);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a group · $159.99' }));
    await waitFor(() => expect(router.state.location.search).toBe('?groupActivityId=1'));
    expect(await screen.findByText(/You’re starting a new group/)).toBeTruthy();
    await screen.findByRole('region', { name: 'Tires' });
    useCheckoutStore
      .getState()
      .choose({ group: 'tires', deliveryType: CheckoutDelivery.Installer, stationId: 1, serviceCodes: [] });
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/pay-way/pay-way'));
    expect(backend.submits[0]).toMatchObject({
      items: [{ skuId: 457, count: 1 }],
      special: { kind: 'group', groupActivityId: 1 },
    });
    await waitFor(() => expect(useCheckoutSelection.getState()).toMatchObject({ items: [], special: null }));
  });

  it('says the offer has not started and keeps Start a group off', async () => {
    deals.groupActivities = [
      groupActivityFixture({ groupActivityId: 1, startsAt: new Date(Date.now() + DAY_MS).toISOString() }),
    ];
    renderApp(PRODUCT);
    const panel = await screen.findByRole('region', { name: 'Group buy' });
    expect(within(panel).getByText(Messages.EventNotStarted)).toBeTruthy();
    const start = screen.getByRole('button', { name: Messages.EventNotStarted }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
  });
});

describe('group confirm-order', () => {
  it('reads the group buy a link names when the checkout holds something else', async () => {
    signInForTest();
    startCheckoutForTest([{ skuId: 101, count: 4 }]);
    renderApp('/packages/activities/group-confirm-order?groupActivityId=1&groupId=5');
    const tires = await screen.findByRole('region', { name: 'Tires' });
    expect(await within(tires).findByText('$159.99/ea')).toBeTruthy();
    expect(useCheckoutSelection.getState()).toMatchObject({
      items: [{ skuId: 457, count: 1 }],
      special: { kind: 'group', groupActivityId: 1, groupId: 5 },
    });
  });

  it('tells a shopper why a group cannot be joined any more', async () => {
    signInForTest();
    deals.groups = [
      groupFixture({
        groupId: 5,
        groupActivityId: 1,
        members: [
          { nickname: 'Jordan', paid: true, mine: false },
          { nickname: 'Ana', paid: true, mine: false },
          { nickname: 'Lee', paid: false, mine: false },
        ],
      }),
    ];
    startCheckoutForTest([{ skuId: 457, count: 1 }], { kind: 'group', groupActivityId: 1, groupId: 5 });
    renderApp('/packages/activities/group-confirm-order?groupActivityId=1&groupId=5');
    expect((await screen.findByRole('alert')).textContent).toContain(GroupBuyMessages.GroupFull);
  });

  it('says a group that ran out of time has ended', async () => {
    signInForTest();
    startCheckoutForTest([{ skuId: 457, count: 1 }], { kind: 'group', groupActivityId: 1, groupId: 6 });
    renderApp('/packages/activities/group-confirm-order?groupActivityId=1&groupId=6');
    expect((await screen.findByRole('alert')).textContent).toContain(GroupBuyMessages.GroupEnded);
    // Read as failed from its deadline; the stored row still says open (a read never writes).
    expect(deals.groups[1]?.state).toBe(GroupState.Open);
  });
});
