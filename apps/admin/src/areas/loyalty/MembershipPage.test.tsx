import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_MEMBERSHIP, type MembershipConfig, Messages } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShop } from '../../testing/stub-shop';
import { invalidAt, type LoyaltyShop, labeled, loyaltyShop, puts, renderLoyalty } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MEMBERSHIP: MembershipConfig = {
  growthPerDollar: 2,
  levels: [
    { level: 1, name: 'Member', growth: 0, privileges: ['Points on every order'] },
    { level: 2, name: 'Silver', growth: 500, privileges: ['Birthday coupon', 'Free rotation'] },
    { level: 3, name: 'Gold', growth: 2_000, privileges: [] },
  ],
  plans: [
    { id: 'monthly', name: 'Plus monthly', priceCents: 4_99, months: 1, couponIds: [9] },
    { id: 'yearly', name: 'Plus yearly', priceCents: 49_99, months: 12, couponIds: [] },
  ],
  privileges: DEFAULT_MEMBERSHIP.privileges.slice(0, 3),
  monthlyCouponIds: [12],
};

const form = () => screen.getByRole('form', { name: 'Membership' });
const control = (label: string) => within(form()).getByLabelText(labeled(label)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const click = (name: string) => fireEvent.click(within(form()).getByRole('button', { name }));
const values = (label: RegExp) =>
  within(form())
    .getAllByLabelText(label)
    .map((input) => (input as HTMLInputElement).value);
const cells = (label: RegExp) =>
  within(form())
    .getAllByLabelText(label)
    .map((cell) => cell.textContent);
const couponsOf = (of: string) =>
  within(within(form()).getByRole('list', { name: `Coupons for ${of}` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const messageIn = (label: string) => within(control(label).closest('td') as HTMLElement).getByRole('alert');
const save = () => click('Save membership');

async function open(shop: LoyaltyShop = { stored: { membership: MEMBERSHIP } }) {
  const calls = stubShop(loyaltyShop(shop));
  renderLoyalty('/loyalty/membership');
  await screen.findByRole('form', { name: 'Membership' });
  return calls;
}

describe('membership', () => {
  it('shows growth, the levels with what they take to reach, the plans per month and the privileges', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Membership' }).className).toContain('active');
    expect(control('Growth per $1').value).toBe('2');
    expect(screen.getByText('A completed order paying $100.00 gives 200 growth.')).toBeTruthy();
    expect(values(/^Level \d+ name$/)).toEqual(['Member', 'Silver', 'Gold']);
    expect(values(/^Level \d+ growth needed$/)).toEqual(['0', '500', '2000']);
    expect(cells(/^Level \d+ spending to reach$/)).toEqual(['$0.00', '$250.00', '$1,000.00']);
    expect(control('Level 2 privileges').value).toBe('Birthday coupon\nFree rotation');
    expect(values(/^Plan \d+ price in dollars$/)).toEqual(['4.99', '49.99']);
    expect(cells(/^Plan \d+ per month$/)).toEqual(['$4.99/month', '$4.17/month']);
    await waitFor(() => expect(couponsOf('plan 1')).toEqual(['Spring $15 · $15.00 off']));
    expect(couponsOf('paying members each month')).toEqual(['Free rotation · $20.00 off']);
    expect(values(/^Privilege \d+ title$/)).toEqual(['Exclusive coupons', 'Member prices', 'Free delivery']);
    // The spending a level takes follows the rate as it is typed.
    type('Growth per $1', '0');
    expect(cells(/^Level \d+ spending to reach$/)).toEqual(['—', '—', '—']);
    expect(screen.getByText('Completed orders give no growth; only top-up bonuses do.')).toBeTruthy();
  });

  it("starts from the shop's membership when none was saved", async () => {
    await open({ unknownUntilSaved: true });
    expect(values(/^Level \d+ name$/)).toEqual(DEFAULT_MEMBERSHIP.levels.map((level) => level.name));
    expect(values(/^Plan \d+ id$/)).toEqual(['monthly', 'yearly']);
    expect(values(/^Privilege \d+ title$/)).toHaveLength(7);
    // Seven privileges is all paid membership has.
    expect(
      (within(form()).getByRole('button', { name: 'Add a privilege' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('edits levels, plans, privileges and coupons, and saves the whole membership', async () => {
    const calls = await open();
    type('Growth per $1', '3');
    click('Add a level');
    type('Level 4 name', 'Platinum');
    type('Level 4 growth needed', '6000');
    type('Level 4 privileges', '  Priority support line\n\nFree tire rotation  \n');
    click('Remove plan 1');
    click('Add a plan');
    expect(values(/^Plan \d+ id$/)).toEqual(['yearly', 'plan-2']);
    type('Plan 2 name', 'Plus quarterly');
    type('Plan 2 price in dollars', '$12');
    type('Plan 2 months', '3');
    expect(cells(/^Plan \d+ per month$/)).toEqual(['$4.17/month', '$4.00/month']);
    await waitFor(() => expect(control('Add a coupon for plan 2').disabled).toBe(false));
    fireEvent.change(control('Add a coupon for plan 2'), { target: { value: '15' } });
    click('Move privilege 3 up');
    click('Remove privilege 1');
    type('Privilege 1 text', 'Free delivery on goods sold by Tread');
    click('Remove Free rotation · $20.00 off from paying members each month');
    fireEvent.change(control('Add a coupon for paying members each month'), { target: { value: '9' } });
    save();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved: the member center and the membership page show this now',
    );
    expect(puts(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/config/membership',
        body: {
          value: {
            growthPerDollar: 3,
            levels: [
              ...MEMBERSHIP.levels,
              {
                level: 4,
                name: 'Platinum',
                growth: 6000,
                privileges: ['Priority support line', 'Free tire rotation'],
              },
            ],
            plans: [
              MEMBERSHIP.plans[1],
              { id: 'plan-2', name: 'Plus quarterly', priceCents: 1200, months: 3, couponIds: [15] },
            ],
            privileges: [
              { title: 'Free delivery', text: 'Free delivery on goods sold by Tread' },
              MEMBERSHIP.privileges[1],
            ],
            monthlyCouponIds: [9],
          },
        },
      },
    ]);
    expect(control('Level 4 privileges').value).toBe('Priority support line\nFree tire rotation');
  });

  it('keeps the levels in order of growth from 0, with the rule the shop has', async () => {
    const calls = await open();
    type('Level 3 growth needed', '500');
    save();
    expect(await screen.findByText('Each level needs more growth than the one before')).toBeTruthy();
    type('Level 3 growth needed', '2000');
    type('Level 1 growth needed', '10');
    save();
    expect(await screen.findByText('The first level starts at 0 growth')).toBeTruthy();
    // Removing the first level leaves one that does not start at 0.
    type('Level 1 growth needed', '0');
    click('Remove level 1');
    save();
    expect(await screen.findByText('The first level starts at 0 growth')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('tells the level order beside the messages of a level that does not read', async () => {
    const calls = await open();
    type('Level 2 name', '');
    type('Level 1 privileges', 'x'.repeat(81));
    type('Level 3 growth needed', '400');
    save();
    expect((await waitFor(() => messageIn('Level 2 name'))).textContent).toBe('Enter the level name');
    expect(messageIn('Level 1 privileges').textContent).toBe('Line 1: At most 80 characters');
    expect(screen.getByText('Each level needs more growth than the one before')).toBeTruthy();
    type('Level 2 name', 'Silver');
    type('Level 1 privileges', 'Points on every order');
    type('Level 3 growth needed', '2000');
    save();
    await screen.findByRole('status');
    expect(puts(calls)).toHaveLength(1);
  });

  it('refuses what does not read under its control, and sends nothing', async () => {
    const calls = await open();
    type('Level 2 name', ' ');
    type('Level 2 growth needed', 'lots');
    type('Level 2 privileges', `Birthday coupon\n${'x'.repeat(81)}`);
    type('Plan 1 price in dollars', 'ten');
    type('Plan 2 id', 'monthly');
    type('Plan 2 months', '37');
    type('Privilege 2 title', 'A very long title that no phone screen can hold');
    type('Growth per $1', '101');
    save();
    expect((await waitFor(() => messageIn('Level 2 name'))).textContent).toBe('Enter the level name');
    expect(messageIn('Level 2 growth needed').textContent).toBe('Enter a whole number');
    expect(messageIn('Level 2 privileges').textContent).toBe('Line 2: At most 80 characters');
    expect(messageIn('Plan 1 price in dollars').textContent).toBe(Messages.AmountInvalid);
    expect(messageIn('Plan 2 months').textContent).toBe('At most 36');
    expect(messageIn('Privilege 2 title').textContent).toBe('At most 40 characters');
    expect(
      within(control('Growth per $1').closest('label') as HTMLElement).getByRole('alert').textContent,
    ).toBe('At most 100');
    expect(screen.getByText('Not saved: see the messages above.')).toBeTruthy();
    type('Plan 1 price in dollars', '4.99');
    type('Plan 2 months', '12');
    save();
    expect((await waitFor(() => messageIn('Plan 2 id'))).textContent).toBe('Give each plan its own id');
    expect(puts(calls)).toEqual([]);
  });

  it('offers at most 4 plans', async () => {
    await open();
    click('Add a plan');
    click('Add a plan');
    expect(values(/^Plan \d+ id$/)).toEqual(['monthly', 'yearly', 'plan-3', 'plan-4']);
    expect((within(form()).getByRole('button', { name: 'Add a plan' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('At most 4 plans.')).toBeTruthy();
  });

  it("puts the server's refusal under the level's growth it names", async () => {
    const calls = await open({
      stored: { membership: MEMBERSHIP },
      refuse: () => invalidAt('value.levels.1.growth', 'Growth is at most 100,000,000'),
    });
    save();
    expect((await waitFor(() => messageIn('Level 2 growth needed'))).textContent).toBe(
      'Growth is at most 100,000,000',
    );
    expect(within(form()).getAllByRole('alert')).toHaveLength(1);
    expect(puts(calls)).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(control('Level 2 growth needed')));
  });

  it("puts a refusal of a plan's price under it, and one of a privilege line under the level's list", async () => {
    let refusal = invalidAt('value.plans.0.priceCents', 'A plan costs at least $0.01');
    await open({ stored: { membership: MEMBERSHIP }, refuse: () => refusal });
    save();
    expect((await waitFor(() => messageIn('Plan 1 price in dollars'))).textContent).toBe(
      'A plan costs at least $0.01',
    );
    refusal = invalidAt('value.levels.0.privileges.0', 'Too long');
    save();
    expect((await waitFor(() => messageIn('Level 1 privileges'))).textContent).toBe('Too long');
  });
});
