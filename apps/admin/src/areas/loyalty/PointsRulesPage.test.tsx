import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_POINTS_RULES, Messages } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShop } from '../../testing/stub-shop';
import { invalidAt, labeled, loyaltyShop, puts, renderLoyalty } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RULES = { centsPerPointEarned: 250, pointValueCents: 2, signInRewards: [5, 5, 10, 10, 15, 15, 40] };

const form = () => screen.getByRole('form', { name: 'Points rules' });
const input = (label: string) => within(form()).getByLabelText(labeled(label)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const days = () => [1, 2, 3, 4, 5, 6, 7].map((day) => input(`Day ${day}`).value);
const save = () => fireEvent.click(within(form()).getByRole('button', { name: 'Save points rules' }));

async function open(shop: Parameters<typeof loyaltyShop>[0] = { stored: { pointsRules: RULES } }) {
  const calls = stubShop(loyaltyShop(shop));
  renderLoyalty('/loyalty');
  await screen.findByRole('form', { name: 'Points rules' });
  return calls;
}

describe('the points rules', () => {
  it('shows the saved rules, what they mean to shoppers, and the fixed expiry', async () => {
    await open();
    expect(input('Spend per point ($)').value).toBe('2.50');
    expect(input('Point value (cents)').value).toBe('2');
    expect(days()).toEqual(['5', '5', '10', '10', '15', '15', '40']);
    expect(screen.getByText('1 point per $2.50 paid')).toBeTruthy();
    expect(screen.getByText('An order paying $100.00 earns 40 points.')).toBeTruthy();
    expect(screen.getByText('100 points = $2.00 at checkout')).toBeTruthy();
    expect(screen.getByText('Together: 0.8% back on what shoppers pay.')).toBeTruthy();
    expect(screen.getByText('one year after they are earned')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Points rules' }).className).toContain('active');
  });

  it("starts from the shop's defaults when the shop has none saved yet", async () => {
    await open({ unknownUntilSaved: true });
    expect(input('Spend per point ($)').value).toBe('1.00');
    expect(input('Point value (cents)').value).toBe(String(DEFAULT_POINTS_RULES.pointValueCents));
    expect(days()).toEqual(DEFAULT_POINTS_RULES.signInRewards.map(String));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves the whole rules, dollars as cents, and says so', async () => {
    const calls = await open();
    type('Spend per point ($)', '5');
    type('Point value (cents)', '3');
    type('Day 7', '50');
    expect(screen.getByText('1 point per $5.00 paid')).toBeTruthy();
    expect(screen.getByText('100 points = $3.00 at checkout')).toBeTruthy();
    save();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved: shoppers earn and pay with points by these rules now',
    );
    expect(puts(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/config/pointsRules',
        body: {
          value: { centsPerPointEarned: 500, pointValueCents: 3, signInRewards: [5, 5, 10, 10, 15, 15, 50] },
        },
      },
    ]);
    expect(input('Spend per point ($)').value).toBe('5.00');
    // Typing again takes the notice away until the next save.
    type('Day 1', '6');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses what does not read under its field, and sends nothing', async () => {
    const calls = await open();
    type('Spend per point ($)', 'ten');
    type('Point value (cents)', '101');
    type('Day 3', '2.5');
    save();
    const spend = await within(input('Spend per point ($)').closest('label') as HTMLElement).findByRole(
      'alert',
    );
    expect(spend.textContent).toBe(Messages.AmountInvalid);
    expect(
      within(input('Point value (cents)').closest('label') as HTMLElement).getByRole('alert').textContent,
    ).toBe('At most 100');
    expect(within(input('Day 3').closest('label') as HTMLElement).getByRole('alert').textContent).toBe(
      'Enter a whole number',
    );
    expect(screen.getAllByText('—')).toHaveLength(1);
    expect(puts(calls)).toEqual([]);
  });

  it("puts the server's refusal under the field it names, and not again at the foot", async () => {
    const calls = await open({
      stored: { pointsRules: RULES },
      refuse: () => invalidAt('value.signInRewards.6', 'A streak reward is at most 1,000 points'),
    });
    type('Day 7', '5000');
    save();
    const alert = await within(input('Day 7').closest('label') as HTMLElement).findByRole('alert');
    expect(alert.textContent).toBe('A streak reward is at most 1,000 points');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(puts(calls)).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input('Day 7')));
  });

  it('shows a refusal that names no field of the form at the foot', async () => {
    await open({
      stored: { pointsRules: RULES },
      refuse: () => ({ status: 403, body: { code: 'FORBIDDEN', message: 'Not for your role' } }),
    });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Not for your role');
  });
});
