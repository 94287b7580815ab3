import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { UserRole } from '@tread/domain';
import { test } from './fixtures';
import { adminToken, E2E_ADMIN, uniqueEmail } from './shop-api';

/** Console journeys run at the desktop size staff use. */
export const useConsoleViewport = () =>
  test.use({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });

export type StaffLogin = { email: string; password: string };

/** A new staff account of `role`, made by the administrator through the API. */
export async function createStaff(request: APIRequestContext, role: UserRole): Promise<StaffLogin> {
  const login = { email: uniqueEmail(role), password: 'Staff-e2e-2026' };
  const res = await request.post('/api/admin/staff', {
    headers: { authorization: await adminToken(request) },
    data: { ...login, role },
  });
  if (!res.ok()) throw new Error(`creating staff failed: ${await res.text()}`);
  return login;
}

/** Signs in at /admin as a staff member would, and waits for the console's frame. */
export async function signInToConsole(page: Page, who: StaffLogin = E2E_ADMIN): Promise<void> {
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}
