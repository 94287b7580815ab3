import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GroupBuyMessages, GroupState } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCheckoutForTest } from '../../testing/checkout';
import { type GroupMemberFixture, groupActivityFixture, groupFixture } from '../../testing/data/deals';
import { deals, resetDeals } from '../../testing/handlers/deals';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const DETAILS = '/packages/activities/spell-group-details?groupId=5';
const MEMBERS = '/packages/activities/spell-members-details?groupId=5';

const jordan: GroupMemberFixture = { nickname: 'Jordan', paid: true, mine: false };
const me: GroupMemberFixture = { nickname: 'Sam', paid: false, mine: true, orderNumber: '2611270000000001' };

function withGroup(members: GroupMemberFixture[], state: GroupState = GroupState.Open, size = 4) {
  deals.groupActivities = [groupActivityFixture({ groupActivityId: 1, groupSize: size })];
  deals.groups = [groupFixture({ groupId: 5, groupActivityId: 1, members, state })];
}

beforeEach(() => {
  resetSessionForTest();
  resetDeals();
  startCheckoutForTest([]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const seats = () => screen.findByRole('list', { name: 'Seats' });

describe('group details', () => {
  it('shows who joined, the leader, who paid, the empty seats and the time left', async () => {
    withGroup([jordan, { nickname: 'ana', paid: false, mine: false }]);
    renderApp(DETAILS);
    const list = await seats();
    const [leader, second, empty, another] = within(list).getAllByRole('listitem');
    expect(within(leader!).getByText('J***')).toBeTruthy();
    expect(within(leader!).getByText('Leader · Paid')).toBeTruthy();
    expect(within(second!).getByText('a***')).toBeTruthy();
    expect(within(second!).getByText('Awaiting payment')).toBeTruthy();
    expect(empty?.textContent).toBe('Open seat');
    expect(another?.textContent).toBe('Open seat');
    expect(list.querySelectorAll('.member-avatar--open')).toHaveLength(2);

    expect(screen.getByRole('heading', { name: 'Needs 2 more to complete' })).toBeTruthy();
    expect(screen.getByText('2 of 4 joined · 2 seats left')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^\d:\d\d:\d\d left$/);
    expect(screen.getByRole('link', { name: 'See all members' }).getAttribute('href')).toBe(MEMBERS);
    expect(screen.getByRole('link', { name: /^Michelin Premier A\/S/ }).getAttribute('href')).toBe(
      '/pages/prod/prod?prodid=7&skuId=457&groupActivityId=1',
    );
  });

  it('lets another shopper join while seats are free', async () => {
    withGroup([jordan]);
    signInForTest();
    const { router } = renderApp(DETAILS);
    fireEvent.click(await screen.findByRole('button', { name: 'Join this group · $159.99' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/packages/activities/group-confirm-order'),
    );
    expect(router.state.location.search).toBe('?groupActivityId=1&groupId=5');
  });

  it('shares the group with the phone’s share sheet where there is one', async () => {
    withGroup([jordan]);
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...window.navigator, share });
    renderApp(DETAILS);
    fireEvent.click(await screen.findByRole('button', { name: 'Share with friends' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Michelin Premier A/S',
      text: GroupBuyMessages.ShareText,
      url: `${window.location.origin}/packages/activities/spell-group-details?groupId=5`,
    });
  });

  it('copies the link where the browser cannot share, and says so', async () => {
    withGroup([jordan]);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...window.navigator, share: undefined, clipboard: { writeText } });
    renderApp(DETAILS);
    fireEvent.click(await screen.findByRole('button', { name: 'Share with friends' }));
    expect(await screen.findByText('Link copied. Send it to your friends.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/packages/activities/spell-group-details?groupId=5`,
    );
  });

  it('shows a member their own seat and order, and no Join', async () => {
    withGroup([jordan, me], GroupState.Open, 3);
    signInForTest();
    renderApp(DETAILS);
    const list = await seats();
    expect(within(list).getByText('You')).toBeTruthy();
    expect(screen.getByText('Share the link: the group completes when every seat is paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'View my order' }).getAttribute('href')).toBe(
      '/pages/order-detail/order-detail?orderNum=2611270000000001',
    );
  });

  it('tells a member their group completed and their order is on its way', async () => {
    withGroup([jordan, { ...me, paid: true }], GroupState.Filled, 2);
    signInForTest();
    renderApp(DETAILS);
    expect(await screen.findByRole('heading', { name: 'Group complete' })).toBeTruthy();
    expect(screen.getByText('Group complete — your order is being processed')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share with friends' })).toBeNull();
  });

  it('tells a member a group that did not fill in time was refunded, and offers a new one', async () => {
    withGroup([jordan, { ...me, paid: true }]);
    deals.groups[0]!.expiresAt = new Date(Date.now() - 60_000).toISOString();
    signInForTest();
    renderApp(DETAILS);
    expect(await screen.findByRole('heading', { name: 'Group did not fill' })).toBeTruthy();
    expect(screen.getByText('This group did not fill in time; your payment has been refunded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a group' }).getAttribute('href')).toBe(
      '/pages/prod/prod?prodid=7&skuId=457&groupActivityId=1',
    );
  });

  it('says a group that does not exist is not found', async () => {
    renderApp('/packages/activities/spell-group-details?groupId=404');
    expect(await screen.findByRole('heading', { name: GroupBuyMessages.GroupNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See group buys' }).getAttribute('href')).toBe(
      '/packages/activities/a-bulk-list',
    );
  });
});

describe('group members', () => {
  it('lists each member with the leader marked, paid or not and when they joined, then the open seats', async () => {
    withGroup([jordan, me], GroupState.Open, 3);
    signInForTest();
    renderApp(MEMBERS);
    const list = await screen.findByRole('list', { name: 'Group members' });
    const [leader, mine, open] = within(list).getAllByRole('listitem');
    expect(within(leader!).getByText('J***')).toBeTruthy();
    expect(within(leader!).getByText('Leader')).toBeTruthy();
    expect(within(leader!).getByText('Paid')).toBeTruthy();
    expect(within(leader!).getByText(/^Joined \d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M P[SD]T$/)).toBeTruthy();
    expect(within(mine!).getByText('You')).toBeTruthy();
    expect(within(mine!).getByText('Awaiting payment')).toBeTruthy();
    expect(open?.textContent).toBe('Open seat');
    expect(screen.getByRole('heading', { name: 'Needs 1 more to complete' })).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
  });
});
