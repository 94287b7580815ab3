import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PointsMessages, PointsSource, RaffleMessages } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { samplePointsRecord, sampleRaffle } from '../../testing/data/points';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/member/raffle-wheel';

const givePoints = (change: number) => {
  backend.points.records = [samplePointsRecord(1, { source: PointsSource.Staff, change })];
};

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const disc = () => screen.getByRole('img', { name: 'Prize wheel' });
const standing = () => screen.getByRole('region', { name: 'Your points' });

describe('the lucky wheel', () => {
  it('shows the balance, the price of a spin, the prizes as slices in order and every chance', async () => {
    givePoints(1_250);
    backend.raffle.prizes[4] = { ...backend.raffle.prizes[4]!, soldOut: true, chance: 0 };
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Lucky wheel', level: 1 })).toBeTruthy();
    await screen.findByRole('button', { name: 'Spin for 20 points' });
    expect(standing().textContent).toContain('1,250');
    expect(standing().textContent).not.toContain('free spin');
    const slices = [...disc().querySelectorAll('.wheel__slice')];
    const lines = (slice: Element) => [...slice.querySelectorAll('tspan')].map((line) => line.textContent);
    expect(slices.map(lines)).toEqual([
      ['100 points'],
      ['Thanks for', 'playing'],
      ['10 points'],
      ['50 points'],
      ['500 points'],
      ['20 points'],
    ]);
    expect(slices[4]?.getAttribute('class')).toContain('wheel__slice--sold-out');
    // Slice 0 rests under the pointer, counted from the top clockwise.
    expect(disc().getAttribute('class')).toBe('wheel__disc wheel__disc--slices-6 wheel__disc--at-0');
    const chances = within(screen.getByRole('list', { name: 'Chance of each prize' }))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(chances).toEqual([
      '100 points5%',
      'Thanks for playing45%',
      '10 points30%',
      '50 points15%',
      '500 pointsSold out0%',
      '20 points4%',
    ]);
    expect(screen.getByText('No spins yet. Give the wheel a go!')).toBeTruthy();
    expect(screen.getByText('Each spin costs 20 points, taken when the wheel turns.')).toBeTruthy();
    expect(screen.getByText('Sign in 7 days in a row and the next spin is on us.')).toBeTruthy();
  });

  it('turns the wheel to the prize the server drew, then tells it; the balance holds still until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    givePoints(100);
    backend.draws = [3];
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Spin for 20 points' }));
    await waitFor(() => expect(disc().getAttribute('class')).toContain('wheel__disc--spinning'));
    expect(disc().getAttribute('class')).toContain('wheel__disc--at-3');
    expect(screen.getByRole('button', { name: 'Spinning…' })).toBeTruthy();
    expect(standing().textContent).toContain('100');
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(3200));
    const result = await screen.findByRole('dialog', { name: 'Your spin' });
    expect(within(result).getByText(RaffleMessages.Won('50 points'))).toBeTruthy();
    expect(within(result).getByText('You now have 130 points')).toBeTruthy();
    expect(disc().getAttribute('class')).not.toContain('wheel__disc--spinning');
    expect(disc().getAttribute('class')).toContain('wheel__disc--at-3');
    await waitFor(() => expect(standing().textContent).toContain('130'));
    expect(callsTo('/p/raffle/spin').map((call) => call.body)).toEqual([{}]);

    fireEvent.click(within(result).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const spins = within(screen.getByRole('list', { name: 'Your latest spins' })).getAllByRole('listitem');
    expect(spins.map((spin) => spin.querySelector('.raffle-spin__name')?.textContent)).toEqual(['50 points']);
  });

  it('spins free when a free spin is waiting, and says so on the button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    backend.raffle = sampleRaffle({ freeSpins: 1 });
    backend.draws = [1];
    renderApp(PATH);
    const button = await screen.findByRole('button', { name: 'Free spin' });
    expect(standing().textContent).toContain('1 free spin');
    fireEvent.click(button);
    // Less motion asked for: the prize is told at once.
    const result = await screen.findByRole('dialog', { name: 'Your spin' });
    expect(within(result).getByText(RaffleMessages.NothingWon)).toBeTruthy();
    expect(within(result).getByText('You now have 0 points')).toBeTruthy();
    expect(within(result).queryByRole('button', { name: 'Spin again' })).toBeNull();
    expect(backend.points.records).toHaveLength(0);
  });

  it('says ‘Not enough points’ under the button when the balance cannot pay a spin', async () => {
    givePoints(10);
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Spin for 20 points' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PointsMessages.NotEnough);
    expect(within(alert).getByRole('link', { name: 'Earn points' }).getAttribute('href')).toBe(
      '/packages/member/integral-index',
    );
    expect(disc().getAttribute('class')).not.toContain('wheel__disc--spinning');
  });

  it('says the wheel is closed when staff switched it off', async () => {
    backend.raffle = sampleRaffle({ enabled: false });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: RaffleMessages.Closed })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Spin/ })).toBeNull();
  });
});
