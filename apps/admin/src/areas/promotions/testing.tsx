import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type AdminCouponRow, CouponTarget, PromotionState } from '@tread/domain';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { queryClient } from '../../api/query-client';
import PromotionsArea from './routes';

/** The area at `path` (under /promotions), as the console mounts it, against a stubbed shop. */
export function renderPromotions(path: string) {
  queryClient.clear();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="promotions/*" element={<PromotionsArea />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type Answer = { status?: number; body: unknown };
export type Call = { method: string; url: string; body: unknown };

/** Stubs the shop's API: `answer` gives each call's answer; every call is kept, body parsed. */
export function stubShop(answer: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const { status = 200, body } = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export const couponRow = (change: Partial<AdminCouponRow> = {}): AdminCouponRow => ({
  couponId: 9,
  name: 'Spring $15',
  kind: 'C2D',
  target: CouponTarget.Order,
  amount: 1500,
  percent: null,
  maxOff: null,
  minSpend: 0,
  title: '$15.00 off',
  condition: 'No minimum spend',
  appliesTo: 'Whole order',
  validFrom: '2026-04-10T07:00:00.000Z',
  validTo: '2026-05-10T07:00:00.000Z',
  stackable: false,
  appOnly: false,
  state: PromotionState.Running,
  totalQuantity: 100,
  perUserLimit: 1,
  inCenter: true,
  code: null,
  channelKey: null,
  bannerEnabled: true,
  scope: { prodIds: [], brandIds: [], categoryIds: [] },
  claimed: 12,
  used: 5,
  discountGiven: 7500,
  ...change,
});
