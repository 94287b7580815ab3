import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GrowthSource, growthRecordsAnswer, memberCenter } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, signedInRoute } from '../../testing/backend';
import { NO_VIP, sampleGrowthRecord, sampleMemberCenter } from '../../testing/data/member';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/member/member-center';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

function shopperHas(growth: number, vip = NO_VIP, records = [] as ReturnType<typeof sampleGrowthRecord>[]) {
  server.use(
    signedInRoute('get', '/p/member', () => answer(memberCenter, sampleMemberCenter(growth, vip))),
    signedInRoute('get', '/p/member/growth', () => answer(growthRecordsAnswer, { records })),
  );
}

const levelCard = () => screen.getByRole('region', { name: /^(Member|Silver|Gold|Platinum)$/ });
const section = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('member-center', () => {
  it('shows a new member their level, the growth needed for Silver and how to earn it', async () => {
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Member center', level: 1 })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Member', level: 2 });
    const card = levelCard();
    expect(card.textContent).toContain('Level 1 of 4');
    expect(card.textContent).toContain('0Growth');
    expect(within(card).getByText('500 more growth to Silver')).toBeTruthy();
    const meter = within(card).getByLabelText('Progress to Silver');
    expect(['min', 'max', 'value'].map((name) => meter.getAttribute(name))).toEqual(['0', '500', '0']);

    const privileges = section('Your Member privileges');
    expect(
      within(privileges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Points on every order', 'Daily sign-in rewards']);

    const ladder = screen.getByRole('list', { name: 'Member levels, lowest first' });
    const steps = within(ladder).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Member0+0 growth or moreYour level',
      'Silver500+500 growth or more',
      'Gold2,000+2,000 growth or more',
      'Platinum5,000+5,000 growth or more',
    ]);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');

    expect(
      within(section('How to earn growth')).getByText('1 growth for every $1 of completed orders'),
    ).toBeTruthy();
    expect(
      within(section('How to earn growth')).getByRole('link', { name: 'Top up' }).getAttribute('href'),
    ).toBe('/packages/user/recharge-balance');
    expect(await screen.findByText('No growth yet')).toBeTruthy();

    const join = screen.getByRole('link', { name: /Join Tread Plus/ });
    expect(join.getAttribute('href')).toBe('/packages/member/buy-vip');
  });

  it('shows a Gold member with Tread Plus until when it runs and their latest growth', async () => {
    const records = [
      sampleGrowthRecord(7, { change: 300, reference: '2611280000000007' }),
      sampleGrowthRecord(6, {
        source: GrowthSource.TopUp,
        sourceLabel: 'Top-up bonus',
        change: 100,
        reference: 'R2611280000000006',
      }),
      ...[5, 4, 3, 2, 1].map((id) => sampleGrowthRecord(id)),
    ];
    shopperHas(2_350, { active: true, expiresAt: '2027-11-28T20:00:00.000Z' }, records);
    const { router } = renderApp(PATH);
    await screen.findByRole('heading', { name: 'Gold', level: 2 });
    expect(levelCard().textContent).toContain('Level 3 of 4');
    expect(levelCard().textContent).toContain('2,350Growth');
    expect(within(levelCard()).getByText('2,650 more growth to Platinum')).toBeTruthy();
    expect(within(levelCard()).getByText('Tread Plus')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Tread Plus\s*Active until 11\/28\/2027/ })).toBeTruthy();
    expect(within(section('Your Gold privileges')).getByText('Priority installation booking')).toBeTruthy();

    const history = await screen.findByRole('list', { name: 'Growth records, newest first' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(5);
    expect(within(history).getByRole('link', { name: 'Order 2611280000000007' }).getAttribute('href')).toBe(
      '/pages/order-detail/order-detail?orderNum=2611280000000007',
    );
    expect(within(history).getByText('Top-up R2611280000000006')).toBeTruthy();
    expect(within(history).getAllByText('+300')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show all (7)' }));
    expect(within(history).getAllByRole('listitem')).toHaveLength(7);

    fireEvent.click(screen.getByRole('link', { name: /Tread Plus\s*Active until/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/member/buy-vip'));
  });

  it('tells a Platinum member they are at the top, and one whose membership ended when it did', async () => {
    shopperHas(6_000, { active: false, expiresAt: '2025-01-15T20:00:00.000Z' });
    renderApp(PATH);
    await screen.findByRole('heading', { name: 'Platinum', level: 2 });
    expect(within(levelCard()).getByText(/reached our top level/)).toBeTruthy();
    expect(within(levelCard()).queryByRole('meter')).toBeNull();
    expect(
      screen.getByRole('link', { name: /Join Tread Plus\s*Your membership ended on 01\/15\/2025/ }),
    ).toBeTruthy();
  });

  it('is the same page at member-index', async () => {
    renderApp('/packages/member/member-index');
    expect(await screen.findByRole('heading', { name: 'Member center', level: 1 })).toBeTruthy();
    expect(await screen.findByText('500 more growth to Silver')).toBeTruthy();
  });

  it('is reached from My assets in the personal center, which shows the level', async () => {
    shopperHas(800);
    const { router } = renderApp('/pages/user/user');
    const assets = (await screen.findByRole('heading', { name: 'My assets' })).closest(
      'section',
    ) as HTMLElement;
    const entry = await within(assets).findByRole('link', { name: /Member center\s*Silver/ });
    expect(entry.getAttribute('href')).toBe(PATH);
    fireEvent.click(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(await screen.findByText('1,200 more growth to Gold')).toBeTruthy();
  });

  it('sends a guest to sign in first', async () => {
    resetSessionForTest();
    const { router } = renderApp(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/account/account'));
  });
});
