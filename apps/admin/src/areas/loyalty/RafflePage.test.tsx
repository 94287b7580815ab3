import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_RAFFLE, type RaffleConfig, RaffleMessages } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShop } from '../../testing/stub-shop';
import { invalidAt, type LoyaltyShop, labeled, loyaltyShop, puts, renderLoyalty } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WHEEL: RaffleConfig = {
  enabled: true,
  spinCost: 20,
  freeSpinEveryStreakDays: 7,
  prizes: [
    { id: 'p100', name: '100 points', kind: 'points', points: 100, couponId: null, weight: 5, stock: 1000 },
    {
      id: 'thanks',
      name: 'Thanks for playing',
      kind: 'nothing',
      points: 0,
      couponId: null,
      weight: 60,
      stock: null,
    },
    { id: 'spring', name: '$15 off', kind: 'coupon', points: 0, couponId: 9, weight: 15, stock: 50 },
    { id: 'p10', name: '10 points', kind: 'points', points: 10, couponId: null, weight: 20, stock: null },
  ],
};

const form = () => screen.getByRole('form', { name: 'Lucky wheel' });
const control = (label: string) => within(form()).getByLabelText(labeled(label)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const click = (name: string) => fireEvent.click(within(form()).getByRole('button', { name }));
const chances = () =>
  within(form())
    .getAllByLabelText(/^Prize \d+ chance$/)
    .map((cell) => cell.textContent);
const names = () =>
  within(form())
    .getAllByLabelText(/^Prize \d+ name$/)
    .map((input) => (input as HTMLInputElement).value);
const messageIn = (label: string) => within(control(label).closest('td') as HTMLElement).getByRole('alert');

async function open(shop: LoyaltyShop = { stored: { raffle: WHEEL } }) {
  const calls = stubShop(loyaltyShop(shop));
  renderLoyalty('/loyalty/wheel');
  await screen.findByRole('form', { name: 'Lucky wheel' });
  return calls;
}

describe('the lucky wheel', () => {
  it("lists the prizes in the wheel's order, each with its chance worked out from the weights", async () => {
    await open();
    expect(names()).toEqual(['100 points', 'Thanks for playing', '$15 off', '10 points']);
    expect(chances()).toEqual(['5%', '60%', '15%', '20%']);
    expect(control('Prize 1 points').value).toBe('100');
    expect(control('Prize 1 stock').value).toBe('1000');
    expect(control('Prize 2 stock').value).toBe('');
    expect(within(form()).queryByLabelText('Prize 2 points')).toBeNull();
    // The coupon prize picks from the shop's coupons; ended ones are not offered.
    const coupon = control('Prize 3 coupon') as unknown as HTMLSelectElement;
    await waitFor(() => expect(coupon.selectedOptions[0]?.textContent).toBe('Spring $15 · $15.00 off'));
    expect([...coupon.options].map((option) => option.textContent)).toEqual([
      'Choose a coupon',
      'Spring $15 · $15.00 off',
      'Free rotation · $20.00 off',
      'Winter 10% · 10% off (scheduled)',
    ]);
    expect(
      screen.getByText('A spin costs 20 points; a sign-in streak earns a free spin every 7 days.'),
    ).toBeTruthy();
  });

  it('closes the wheel: the summary says what shoppers read, and the wheel is saved closed', async () => {
    const calls = await open();
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Wheel open to shoppers' }));
    expect(
      screen.getByText(`The wheel is closed: a shopper who spins reads "${RaffleMessages.Closed}".`),
    ).toBeTruthy();
    click('Save the wheel');
    await screen.findByRole('status');
    expect(puts(calls)[0]?.body).toEqual({ value: { ...WHEEL, enabled: false } });
  });

  it('works the chances out again as the weights are typed', async () => {
    await open();
    type('Prize 2 weight', '0');
    expect(chances()).toEqual(['12.5%', '0%', '37.5%', '50%']);
    type('Prize 1 weight', '');
    expect(chances()).toEqual(['0%', '0%', '42.9%', '57.1%']);
    type('Prize 3 weight', '0');
    type('Prize 4 weight', '0');
    expect(chances()).toEqual(['—', '—', '—', '—']);
  });

  it("starts from the shop's wheel when none was saved", async () => {
    await open({ unknownUntilSaved: true });
    expect(names()).toEqual(DEFAULT_RAFFLE.prizes.map((prize) => prize.name));
    expect(chances()).toEqual(['5%', '45%', '30%', '15%', '1%', '4%']);
  });

  it('adds, moves and removes prizes, and saves the whole wheel in its new order', async () => {
    const calls = await open();
    type('Points per spin', '25');
    click('Move prize 4 up');
    expect(names()).toEqual(['100 points', 'Thanks for playing', '10 points', '$15 off']);
    click('Remove prize 1');
    click('Add a prize');
    expect(names()).toEqual(['Thanks for playing', '10 points', '$15 off', '']);
    type('Prize 4 name', '500 points');
    type('Prize 4 points', '500');
    type('Prize 4 stock', '20');
    fireEvent.change(control('Prize 4 kind'), { target: { value: 'points' } });
    click('Move prize 1 down');
    click('Save the wheel');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved: the wheel spins with these prizes now',
    );
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]).toEqual({
      method: 'PUT',
      url: '/api/admin/config/raffle',
      body: {
        value: {
          enabled: true,
          spinCost: 25,
          freeSpinEveryStreakDays: 7,
          prizes: [
            {
              id: 'p10',
              name: '10 points',
              kind: 'points',
              points: 10,
              couponId: null,
              weight: 20,
              stock: null,
            },
            {
              id: 'thanks',
              name: 'Thanks for playing',
              kind: 'nothing',
              points: 0,
              couponId: null,
              weight: 60,
              stock: null,
            },
            { id: 'spring', name: '$15 off', kind: 'coupon', points: 0, couponId: 9, weight: 15, stock: 50 },
            {
              id: 'prize-4',
              name: '500 points',
              kind: 'points',
              points: 500,
              couponId: null,
              weight: 1,
              stock: 20,
            },
          ],
        },
      },
    });
  });

  it('turns a prize into a coupon prize: its coupon must be chosen, and the points are not sent', async () => {
    const calls = await open();
    fireEvent.change(control('Prize 4 kind'), { target: { value: 'coupon' } });
    expect(within(form()).queryByLabelText('Prize 4 points')).toBeNull();
    click('Save the wheel');
    expect(
      (await within(control('Prize 4 coupon').closest('td') as HTMLElement).findByRole('alert')).textContent,
    ).toBe('Choose the coupon this prize gives');
    expect(puts(calls)).toEqual([]);
    await waitFor(() => expect(within(control('Prize 4 coupon')).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(control('Prize 4 coupon'), { target: { value: '12' } });
    click('Save the wheel');
    await screen.findByRole('status');
    expect((puts(calls)[0]?.body as { value: RaffleConfig } | undefined)?.value.prizes[3]).toEqual({
      id: 'p10',
      name: '10 points',
      kind: 'coupon',
      points: 0,
      couponId: 12,
      weight: 20,
      stock: null,
    });
  });

  it('keeps one prize without a stock limit, and says why', async () => {
    const calls = await open();
    type('Prize 2 stock', '100');
    type('Prize 4 stock', '500');
    click('Save the wheel');
    expect(
      await screen.findByText('Keep one prize without a stock limit (such as "Thanks for playing")'),
    ).toBeTruthy();
    expect(puts(calls)).toEqual([]);
    // A prize whose odds are 0 does not count: a spin could never land on it.
    type('Prize 4 stock', '');
    type('Prize 4 weight', '0');
    click('Save the wheel');
    expect(
      await screen.findByText('Keep one prize without a stock limit (such as "Thanks for playing")'),
    ).toBeTruthy();
    type('Prize 4 weight', '3');
    click('Save the wheel');
    await screen.findByRole('status');
    expect(puts(calls)).toHaveLength(1);
    expect(screen.queryByText(/Keep one prize without a stock limit/)).toBeNull();
  });

  it('refuses repeated ids, too few prizes and figures that do not read, and sends nothing', async () => {
    const calls = await open();
    type('Prize 3 id', 'p100');
    click('Save the wheel');
    expect(await screen.findByText('Give each prize its own id')).toBeTruthy();
    type('Prize 3 id', 'spring');
    type('Prize 1 weight', 'lots');
    type('Prize 2 stock', '-1');
    type('Points per spin', '100001');
    click('Save the wheel');
    expect((await waitFor(() => messageIn('Prize 1 weight'))).textContent).toBe('Enter a whole number');
    expect(messageIn('Prize 2 stock').textContent).toBe('A whole number, or blank for no limit');
    expect(
      within(control('Points per spin').closest('label') as HTMLElement).getByRole('alert').textContent,
    ).toBe('At most 100,000');
    for (const n of [4, 3, 2]) click(`Remove prize ${n}`);
    type('Prize 1 weight', '5');
    type('Points per spin', '20');
    click('Save the wheel');
    expect(await screen.findByText('The wheel needs at least 2 prizes')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it("puts the server's refusal under the prize's field it names", async () => {
    const calls = await open({
      stored: { raffle: WHEEL },
      refuse: () => invalidAt('value.prizes.2.weight', 'Odds are 0 or more'),
    });
    click('Save the wheel');
    expect((await waitFor(() => messageIn('Prize 3 weight'))).textContent).toBe('Odds are 0 or more');
    expect(within(form()).getAllByRole('alert')).toHaveLength(1);
    expect(puts(calls)).toHaveLength(1);
  });
});
