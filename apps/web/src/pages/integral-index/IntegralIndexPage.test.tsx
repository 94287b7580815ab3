import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PointsSource } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { laDayBefore, samplePointsRecord, signInStreak } from '../../testing/data/points';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/member/integral-index';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

const strip = () => screen.getByRole('list', { name: 'Sign-in rewards this week' });
const stripDays = () =>
  within(strip())
    .getAllByRole('listitem')
    .map((day) => day.querySelector('.visually-hidden')?.textContent);

describe('the points center', () => {
  it('shows the balance, the points on hold and the next to expire', async () => {
    backend.points.records = [
      samplePointsRecord(1, { source: PointsSource.Staff, change: 1200, note: 'Welcome gift' }),
      samplePointsRecord(2, { change: 10 }),
    ];
    backend.points.locked = 80;
    backend.points.expiringSoon = { points: 25, at: '2026-07-01T19:00:00.000Z' };
    renderApp(PATH);
    const head = await screen.findByRole('region', { name: 'Available points' });
    expect(within(head).getByText('1,210')).toBeTruthy();
    expect(head.textContent).toContain('80 points on hold');
    expect(head.textContent).toContain('25 points expire on 07/01/2026');
  });

  it('says nothing of expiry when no points expire soon', async () => {
    renderApp(PATH);
    const head = await screen.findByRole('region', { name: 'Available points' });
    expect(within(head).getByText('0')).toBeTruthy();
    expect(head.textContent).toContain('0 points on hold');
    expect(head.textContent).not.toContain('expire');
  });

  it('signs in once a day: the reward of the streak’s next day, the day ticked, the button done', async () => {
    backend.points.signIns = signInStreak(2, 1);
    backend.points.records = [samplePointsRecord(1), samplePointsRecord(2)];
    renderApp(PATH);
    const button = await screen.findByRole('button', { name: 'Sign in +15' });
    expect(screen.getByText('2-day streak')).toBeTruthy();
    expect(stripDays()).toEqual([
      'Day 1, +10 points, signed in',
      'Day 2, +10 points, signed in',
      'Day 3, +15 points, today',
      'Day 4, +15 points',
      'Day 5, +20 points',
      'Day 6, +20 points',
      'Day 7, +30 points',
    ]);

    fireEvent.click(button);
    expect(await screen.findByText('Signed in: +15 points', { selector: '.toast' })).toBeTruthy();
    const done = await screen.findByRole('button', { name: 'Signed in today' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(stripDays()[2]).toBe('Day 3, today, +15 points, signed in');
    expect(screen.getByText('3-day streak')).toBeTruthy();
    expect(screen.getByText('Come back tomorrow for +15 points')).toBeTruthy();
    const head = screen.getByRole('region', { name: 'Available points' });
    await waitFor(() => expect(within(head).getByText('35')).toBeTruthy());
    const latest = screen.getByRole('list', { name: 'Recent activity' });
    await waitFor(() => expect(within(latest).getAllByRole('listitem')).toHaveLength(3));
    expect(within(latest).getAllByRole('listitem')[0]?.textContent).toContain('+15');
    expect(callsTo('/p/points/signIn')).toHaveLength(1);
  });

  it('starts a new streak after a missed day, past a week the latest seven days show', async () => {
    backend.points.signIns = [...signInStreak(3, 5), ...signInStreak(9, 1)];
    renderApp(PATH);
    await screen.findByRole('button', { name: 'Sign in +30' });
    expect(stripDays()).toEqual([
      'Day 4, +15 points, signed in',
      'Day 5, +20 points, signed in',
      'Day 6, +20 points, signed in',
      'Day 7, +30 points, signed in',
      'Day 8, +30 points, signed in',
      'Day 9, +30 points, signed in',
      'Day 10, +30 points, today',
    ]);
  });

  it('answers a second sign-in of the day with ‘Time is not up’ and shows it done', async () => {
    renderApp(PATH);
    const button = await screen.findByRole('button', { name: 'Sign in +10' });
    expect(screen.getByText('Sign in every day for bigger rewards')).toBeTruthy();
    // Signed in on another device since the page was read.
    backend.points.signIns = [{ day: laDayBefore(0), streak: 1 }];
    fireEvent.click(button);
    expect(await screen.findByText('Time is not up', { selector: '.toast' })).toBeTruthy();
    const done = await screen.findByRole('button', { name: 'Signed in today' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the latest five changes and leads to all of them', async () => {
    backend.points.records = Array.from({ length: 7 }, (_, index) =>
      samplePointsRecord(index + 1, { change: index + 1 }),
    );
    const { router } = renderApp(PATH);
    const latest = await screen.findByRole('list', { name: 'Recent activity' });
    expect(
      within(latest)
        .getAllByRole('listitem')
        .map((row) => row.textContent?.slice(-2)),
    ).toEqual(['+7', '+6', '+5', '+4', '+3']);
    expect(callsTo('/p/points/records')[0]?.query.get('size')).toBe('5');
    fireEvent.click(screen.getByRole('link', { name: 'See all' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/member/integral-detail'));
  });

  it('states how points are earned, used and expire', async () => {
    renderApp(PATH);
    const rules = (await screen.findByRole('heading', { name: 'How points work' })).closest('section');
    expect(rules?.textContent).toContain('Earn 1 point for every $1 you spend.');
    expect(rules?.textContent).toContain('30-day return window');
    expect(rules?.textContent).toContain('grows to 30 points by the 7th day in a row');
    expect(rules?.textContent).toContain('expire 1 year after you earn them');
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('is the Points entry of the personal center, showing the balance', async () => {
    backend.points.records = [samplePointsRecord(1, { source: PointsSource.Staff, change: 1250 })];
    const { router } = renderApp('/pages/user/user');
    const entry = await screen.findByRole('link', { name: /^Points/ });
    await waitFor(() => expect(entry.textContent).toContain('1,250'));
    fireEvent.click(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
  });

  it('leads to the lucky wheel', async () => {
    const { router } = renderApp(PATH);
    fireEvent.click(await screen.findByRole('link', { name: /^Lucky wheel/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/member/raffle-wheel'));
    expect(await screen.findByRole('heading', { name: 'Lucky wheel', level: 1 })).toBeTruthy();
  });

  it('tells the shopper when a sign-in won a free spin, with the way to spin it', async () => {
    backend.points.freeSpinWon = true;
    const { router } = renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in +10' }));
    const note = await screen.findByText('You won a free spin on the lucky wheel');
    fireEvent.click(within(note.closest('p') as HTMLElement).getByRole('link', { name: 'Spin now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/member/raffle-wheel'));
    expect(await screen.findByRole('button', { name: 'Free spin' })).toBeTruthy();
  });

  it('says nothing of a free spin after an ordinary sign-in', async () => {
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in +10' }));
    await screen.findByRole('button', { name: 'Signed in today' });
    expect(screen.queryByText('You won a free spin on the lucky wheel')).toBeNull();
  });
});
