import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { UserRole } from '@tread/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client';
import { setTokens } from '../../api/session';
import { App } from '../../app/App';
import { stubShop } from '../../testing/stub-shop';

afterEach(() => {
  cleanup();
  setTokens(null);
  vi.unstubAllGlobals();
});

/** The console's navigation for a staff member of `role`, as the shell draws it. */
async function navFor(role: UserRole) {
  stubShop(({ url }) =>
    url === '/api/p/user/userInfo'
      ? { body: { role, userId: '0b7f6a52-3c1d-4e8f-9a2b-5c6d7e8f9a01', userMail: `${role}@tread.local` } }
      : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
  );
  setTokens({ accessToken: 'access', refreshToken: 'refresh' });
  queryClient.clear();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/orders']}>
        <App />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the Chat entry of the navigation', () => {
  it('is shown to customer service and administrators', async () => {
    expect(await navFor(UserRole.CustomerService)).toContain('Chat');
    cleanup();
    expect(await navFor(UserRole.Admin)).toContain('Chat');
  });

  it('is not shown to a merchant', async () => {
    const links = await navFor(UserRole.Merchant);
    expect(links).toContain('Orders');
    expect(links).not.toContain('Chat');
  });
});
