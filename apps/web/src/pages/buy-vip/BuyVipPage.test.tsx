import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatLaDate, MemberMessages, vipEndsAt, vipOffer } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, callsTo, refuse, signedInRoute } from '../../testing/backend';
import { sampleVipOffer } from '../../testing/data/member';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/member/buy-vip';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

const plans = () => within(screen.getByRole('group', { name: 'Membership plans' })).getAllByRole('radio');
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const fullPath = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;
/** MM/DD/YYYY of a membership bought now for `months`, from `end` when it still runs. */
const endDate = (months: number, end: string | null = null) =>
  formatLaDate(vipEndsAt(end ? new Date(end) : null, new Date(), months));

describe('buy-vip', () => {
  it('shows Tread Plus, its seven privileges and the plans, the yearly one picked as the best value', async () => {
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Tread Plus', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Tread Plus', level: 2 })).toBeTruthy();
    const privileges = screen
      .getByRole('heading', { name: '7 member privileges' })
      .closest('section') as HTMLElement;
    expect(
      within(privileges)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.vip-privilege__title')?.textContent),
    ).toEqual([
      'Exclusive coupons',
      'Member prices',
      'Free delivery',
      'Double sign-in points',
      'Free tire rotation',
      'Priority service',
      'Birthday gift',
    ]);
    expect(
      within(privileges).getByText('Free delivery on goods sold by Tread, wherever we deliver'),
    ).toBeTruthy();

    expect(plans().map((plan) => plan.closest('label')?.textContent)).toEqual([
      'Tread Plus monthly$4.99per month',
      'Tread Plus yearlyBest value$49.99per year$4.17/monthSave 16%',
    ]);
    expect(radio(/yearly/).checked).toBe(true);
    expect(screen.getByText(`Your membership will run until ${endDate(12)}.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join for $49.99' })).toBeTruthy();
  });

  it('buys the plan picked and goes to pay for it on pay-way', async () => {
    const { router } = renderApp(PATH);
    await screen.findByRole('group', { name: 'Membership plans' });
    fireEvent.click(radio(/monthly/));
    expect(radio(/monthly/).checked).toBe(true);
    expect(screen.getByText(`Your membership will run until ${endDate(1)}.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join for $4.99' }));
    await waitFor(() =>
      expect(fullPath(router)).toBe('/pages/pay-way/pay-way?orderNumbers=V2611280000000001'),
    );
    expect(callsTo('/p/vip/buy').map((call) => call.body)).toEqual([{ planId: 'monthly' }]);
  });

  it('offers a member a renewal that runs on from the end of their membership', async () => {
    const expiresAt = new Date(Date.now() + 40 * 86_400_000).toISOString();
    server.use(
      signedInRoute('get', '/p/vip', () => answer(vipOffer, sampleVipOffer({ active: true, expiresAt }))),
    );
    const { router } = renderApp(PATH);
    const hero = (await screen.findByRole('heading', { name: 'Tread Plus', level: 2 })).closest(
      'section',
    ) as HTMLElement;
    expect(within(hero).getByText(`Active until ${formatLaDate(new Date(expiresAt))}`)).toBeTruthy();
    expect(within(hero).getByText(/adds the new term to the end of your current membership/)).toBeTruthy();
    expect(screen.getByText(`Your membership will run until ${endDate(12, expiresAt)}.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Renew for $49.99' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/pay-way/pay-way'));
    expect(callsTo('/p/vip/buy').map((call) => call.body)).toEqual([{ planId: 'yearly' }]);
  });

  it('shows the coupons a plan includes', async () => {
    const offer = sampleVipOffer();
    offer.plans[1] = { ...offer.plans[1]!, coupons: ['$10 off installation', '5% off tires'] };
    server.use(signedInRoute('get', '/p/vip', () => answer(vipOffer, offer)));
    renderApp(PATH);
    await screen.findByRole('group', { name: 'Membership plans' });
    expect(radio(/yearly/).closest('label')?.textContent).toContain(
      'Includes$10 off installation5% off tires',
    );
  });

  it('says so when the plan was withdrawn, and shows the plans on offer now', async () => {
    server.use(
      signedInRoute('post', '/p/vip/buy', () =>
        refuse({
          status: 404,
          code: 'VIP_PLAN_NOT_FOUND',
          message: MemberMessages.PlanNotFound,
          field: 'planId',
        }),
      ),
    );
    const { router } = renderApp(PATH);
    await screen.findByRole('group', { name: 'Membership plans' });
    fireEvent.click(screen.getByRole('button', { name: 'Join for $49.99' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MemberMessages.PlanNotFound);
    await waitFor(() => expect(callsTo('/p/vip')).toHaveLength(2));
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('says when no plan is on sale', async () => {
    server.use(signedInRoute('get', '/p/vip', () => answer(vipOffer, { ...sampleVipOffer(), plans: [] })));
    renderApp(PATH);
    expect(await screen.findByText('Tread Plus isn’t on sale right now')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join for/ })).toBeNull();
  });
});
