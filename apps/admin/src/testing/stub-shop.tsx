import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { refusal } from '@tread/domain';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { z } from 'zod';
import { queryClient } from '../api/query-client';

/** The test doubles areas share: an area mounted as the console mounts it, and a stubbed shop API. */

/** The shop's clock for the console's test doubles: noon in Los Angeles on Friday 11/27/2026. */
export const SHOP_NOW = new Date('2026-11-27T20:00:00Z');

export type Answer = { status?: number; body: unknown };
export type Call = { method: string; url: string; body: unknown };

/** `Area` mounted at `/<path>/*` and opened at `at`, with a fresh query cache. */
export function renderArea(path: string, Area: ComponentType, at: string) {
  queryClient.clear();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={`${path}/*`} element={<Area />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Stubs the shop's API: `answer` gives each call's JSON answer; every call is kept, its body parsed. */
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

/** A refusal of the domain's catalog as the API answers it. */
export const answerRefusal = ({ status, ...body }: ReturnType<typeof refusal>): Answer => ({ status, body });

/** Input a request schema refused, as the API answers it: 400 INVALID_INPUT with the schema's first message. */
export const answerInvalid = (error: z.ZodError): Answer => ({
  status: 400,
  body: { code: 'INVALID_INPUT', message: error.issues[0]?.message },
});
