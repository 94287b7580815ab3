import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_TOP_UP_OPTIONS, Messages, type TopUpOption } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShop } from '../../testing/stub-shop';
import { invalidAt, type LoyaltyShop, labeled, loyaltyShop, puts, renderLoyalty } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OPTIONS: TopUpOption[] = [
  { amountCents: 5_000, bonusGrowth: 50, bonusPoints: 100, couponIds: [] },
  { amountCents: 10_050, bonusGrowth: 100, bonusPoints: 300, couponIds: [9] },
];

const form = () => screen.getByRole('form', { name: 'Top-up options' });
const control = (label: string) => within(form()).getByLabelText(labeled(label)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const click = (name: string) => fireEvent.click(within(form()).getByRole('button', { name }));
const amounts = () =>
  within(form())
    .getAllByLabelText(/^Option \d+ amount in dollars$/)
    .map((input) => (input as HTMLInputElement).value);
const couponsOf = (n: number) =>
  within(within(form()).getByRole('list', { name: `Coupons for option ${n}` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const save = () => click('Save top-up options');

async function open(shop: LoyaltyShop = { stored: { topUpOptions: OPTIONS } }) {
  const calls = stubShop(loyaltyShop(shop));
  renderLoyalty('/loyalty/top-ups');
  await screen.findByRole('form', { name: 'Top-up options' });
  return calls;
}

describe('the top-up options', () => {
  it('shows each amount in dollars with its bonuses and the names of its coupons', async () => {
    await open();
    expect(amounts()).toEqual(['50.00', '100.50']);
    expect(control('Option 2 bonus growth value').value).toBe('100');
    expect(control('Option 2 bonus points').value).toBe('300');
    await waitFor(() => expect(couponsOf(2)).toEqual(['Spring $15 · $15.00 off']));
    expect(within(form()).queryByRole('list', { name: 'Coupons for option 1' })).toBeNull();
  });

  it("starts from the shop's options when none were saved", async () => {
    await open({ unknownUntilSaved: true });
    expect(amounts()).toEqual(['25.00', '50.00', '100.00', '200.00']);
    expect(DEFAULT_TOP_UP_OPTIONS).toHaveLength(4);
  });

  it('adds an option in dollars with coupons, removes one, and saves them in cents', async () => {
    const calls = await open();
    click('Add an option');
    type('Option 3 amount in dollars', '$1,000');
    type('Option 3 bonus growth value', '1000');
    type('Option 3 bonus points', '2500');
    const add = control('Add a coupon for option 3') as unknown as HTMLSelectElement;
    await waitFor(() => expect(add.disabled).toBe(false));
    // Ended coupons are not offered.
    expect([...add.options].map((option) => option.textContent)).toEqual([
      'Add a coupon…',
      'Spring $15 · $15.00 off',
      'Free rotation · $20.00 off',
      'Winter 10% · 10% off (scheduled)',
    ]);
    fireEvent.change(add, { target: { value: '12' } });
    fireEvent.change(control('Add a coupon for option 3'), { target: { value: '9' } });
    expect(couponsOf(3)).toEqual(['Free rotation · $20.00 off', 'Spring $15 · $15.00 off']);
    click('Remove Spring $15 · $15.00 off from option 3');
    click('Remove Free rotation · $20.00 off from option 3');
    fireEvent.change(control('Add a coupon for option 3'), { target: { value: '15' } });
    click('Remove option 1');
    save();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved: the top-up page offers these options now',
    );
    expect(puts(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/config/topUpOptions',
        body: {
          value: [
            { amountCents: 10_050, bonusGrowth: 100, bonusPoints: 300, couponIds: [9] },
            { amountCents: 100_000, bonusGrowth: 1000, bonusPoints: 2500, couponIds: [15] },
          ],
        },
      },
    ]);
    expect(amounts()).toEqual(['100.50', '1000.00']);
  });

  it('refuses amounts that do not read or repeat another, and sends nothing', async () => {
    const calls = await open();
    click('Add an option');
    save();
    const blank = await waitFor(() =>
      within(control('Option 3 amount in dollars').closest('td') as HTMLElement).getByRole('alert'),
    );
    expect(blank.textContent).toBe(Messages.AmountInvalid);
    type('Option 3 amount in dollars', '50');
    type('Option 3 bonus points', 'many');
    save();
    expect(
      (
        await waitFor(() =>
          within(control('Option 3 bonus points').closest('td') as HTMLElement).getByRole('alert'),
        )
      ).textContent,
    ).toBe('Enter a whole number');
    type('Option 3 bonus points', '0');
    save();
    expect(await screen.findByText('Each option needs its own amount')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('saves no options at all: shoppers then type any amount', async () => {
    const calls = await open();
    click('Remove option 2');
    click('Remove option 1');
    expect(screen.getByText('No options: shoppers type the amount they want, without a bonus.')).toBeTruthy();
    save();
    await screen.findByRole('status');
    expect(puts(calls)[0]?.body).toEqual({ value: [] });
  });

  it("puts the server's refusal under the option's amount it names", async () => {
    const calls = await open({
      stored: { topUpOptions: OPTIONS },
      refuse: () => invalidAt('value.1.amountCents', Messages.TopUpTooLarge),
    });
    save();
    const alert = await waitFor(() =>
      within(control('Option 2 amount in dollars').closest('td') as HTMLElement).getByRole('alert'),
    );
    expect(alert.textContent).toBe(Messages.TopUpTooLarge);
    expect(within(form()).getAllByRole('alert')).toHaveLength(1);
    expect(puts(calls)).toHaveLength(1);
  });
});
