import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { mailedCode, SHOPPER_PASSWORD } from './shop-api';

/** The signed-in shopper's access token, as the app keeps it. */
export const accessToken = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').accessToken);

// The app ignores a second tap within 500 ms (SPEC §9 click throttle); journeys pause like a person would.
export const pause = (page: Page) => page.waitForTimeout(600);

/** Fills in the sign-up tab of the account page the shopper is on, and signs up; returns once signed in. */
export async function signUpHere(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await mailedCode(request, email));
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  // The app leaves the account page only once signing up is over, the guest library and cart merged.
  await expect(page).not.toHaveURL(/\/pages\/account\/account/);
}

/** Signs in on the account page the shopper is on; returns once the app has left it. */
export async function signInHere(page: Page, email: string): Promise<void> {
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).not.toHaveURL(/\/pages\/account\/account/);
}

/** The checkout fits the phone's screen: its bar inside the viewport, no sideways scroll, Place order in view. */
export async function expectCheckoutOnScreen(page: Page): Promise<void> {
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeVisible();
  const bar = await page.locator('.checkout-bar').boundingBox();
  if (!bar) throw new Error('the checkout bar is not shown');
  expect(bar.x).toBeGreaterThanOrEqual(0);
  expect(bar.x + bar.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await expect(place).toBeInViewport({ ratio: 1 });
}

/** Searches one tire size on the tires tab, as a shopper picks it. */
export async function searchSize(page: Page, width: string, ratio: string, rim: string): Promise<void> {
  await page.goto('/pages/tires/tires');
  await page.getByLabel('Width').selectOption(width);
  await page.getByLabel('Ratio').selectOption(ratio);
  await page.getByLabel('Rim').selectOption(rim);
  await page.getByRole('button', { name: 'Find tires' }).click();
}

/** Searches one tire size on the tires tab and opens the first result's product page. */
export async function openFirstTireOfSize(page: Page, width: string, ratio: string, rim: string) {
  await searchSize(page, width, ratio, rim);
  const results = page.getByRole('list', { name: /\d+ tires?/ }).getByRole('article');
  await expect(results.first()).toBeVisible();
  await results.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pages\/prod\/prod\?prodid=/);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
}

/**
 * From a checkout, chooses installation and picks the nearest installer to a ZIP on store-list (location is refused
 * in journeys, so the ZIP box shows). Pauses first: the tap that opened the checkout may be under 500 ms old.
 */
export async function installAtPartnerNear(page: Page, zip: string): Promise<void> {
  await pause(page);
  await page.getByText('Installation at a partner shop').click();
  await expect(page.getByRole('heading', { name: 'Select An Installer' })).toBeVisible();
  await page.getByLabel('Enter ZIP code').fill(zip);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/installers? within 10 miles/)).toBeVisible();
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  // Back on the checkout it came from: the basket's, or a group buy's confirm-order.
  await expect(page).toHaveURL(/submit-order|group-confirm-order/);
  // The earliest free installation time is suggested once the installer's slots are read (issue 19).
  await expect(installationTimes(page).getByRole('button', { pressed: true })).toBeVisible();
}

/** The time chips of the checkout's installation time picker. */
export const installationTimes = (page: Page): Locator =>
  page.getByRole('group', { name: 'Installation time' }).getByRole('group', { name: 'Time' });

/**
 * Taps an element of a server-drawn page once the app has taken it over (React marks the elements it hydrated);
 * a tap before then does nothing, as on a slow phone.
 */
export async function tapWhenLive(element: Locator): Promise<void> {
  await untilLive(element);
  await element.click();
}

/** Waits until the app has taken over a server-drawn element: typing into it before then is lost, as on a slow phone. */
export async function untilLive(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}
