import { cleanup, screen, within } from '@testing-library/react';
import { type AdminCustomerMember, UserRole } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShop } from '../../testing/stub-shop';
import {
  CUSTOMER_ID,
  customerAnswer,
  GROWTH_ORDER,
  renderCustomers,
  shopMember,
  shopPoints,
} from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MEMBER_URL = `/api/admin/customers/${CUSTOMER_ID}/member`;

async function openCustomer(
  role: UserRole = UserRole.CustomerService,
  member: AdminCustomerMember = shopMember(),
) {
  const calls = stubShop(customerAnswer(shopPoints(), role, member));
  renderCustomers(`/customers/${CUSTOMER_ID}`);
  await screen.findByRole('heading', { name: 'Dana' });
  return calls;
}

const card = () => screen.getByRole('region', { name: 'Membership' });
const rows = (table: string) =>
  within(within(card()).getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));

describe("a customer's membership", () => {
  it('shows the level and growth, Tread Plus, the growth records and the memberships bought', async () => {
    const calls = await openCustomer();
    expect(await within(card()).findByText('Silver · 730 growth · 1,270 to Gold')).toBeTruthy();
    expect(within(card()).getByText('Active until 10/20/2027')).toBeTruthy();
    expect(rows('Growth records')).toEqual([
      ['10/24/2026 12:00 PM PDT', 'Completed order', '+630', GROWTH_ORDER],
      ['09/21/2026 9:30 AM PDT', 'Top-up bonus', '+100', 'R2026092100001'],
    ]);
    expect(within(card()).getByRole('link', { name: GROWTH_ORDER }).getAttribute('href')).toBe(
      `/orders/${GROWTH_ORDER}`,
    );
    expect(rows('Membership purchases')).toEqual([
      ['V2026112600002', 'Tread Plus monthly', '$4.99', 'Unpaid', '—', '—'],
      ['V2026102000001', 'Tread Plus yearly', '$49.99', 'Paid', '10/20/2026', '10/20/2027'],
    ]);
    expect(calls.filter((call) => call.url === MEMBER_URL)).toHaveLength(1);
  });

  it('says when Tread Plus has ended, or was never bought, and when the top level is reached', async () => {
    const ended = shopMember();
    ended.center.vip = { active: false, expiresAt: '2026-10-02T03:00:00.000Z' };
    await openCustomer(UserRole.Admin, ended);
    expect(await within(card()).findByText('Ended 10/01/2026')).toBeTruthy();
    cleanup();

    const never = shopMember();
    never.center = {
      ...never.center,
      growth: 6_200,
      level: { level: 4, name: 'Platinum', growth: 5_000, privileges: [] },
      next: null,
      vip: { active: false, expiresAt: null },
    };
    never.growth = [];
    never.purchases = [];
    await openCustomer(UserRole.Admin, never);
    expect(await within(card()).findByText('Platinum · 6,200 growth · the top level')).toBeTruthy();
    expect(within(card()).getByText('Not a member')).toBeTruthy();
    expect(within(card()).getByText('No growth yet')).toBeTruthy();
    expect(within(card()).getByText('No memberships bought')).toBeTruthy();
  });

  it('is hidden from a merchant, and the membership is not asked for', async () => {
    const calls = await openCustomer(UserRole.Merchant);
    expect(await screen.findByRole('heading', { name: 'Balance ledger' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Membership' })).toBeNull();
    expect(calls.map((call) => call.url)).not.toContain(MEMBER_URL);
  });
});
