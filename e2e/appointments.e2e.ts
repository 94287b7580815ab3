import type { APIRequestContext, Page } from '@playwright/test';
import {
  type AppointmentChoice,
  AppointmentMessages,
  earliestFreeSlot,
  formatAppointmentDay,
  formatSlotTime,
  type StationSlotsAnswer,
} from '@tread/domain';
import { signInToConsole, useConsoleViewport } from './console';
import { expect, expectAccessible, test } from './fixtures';
import { placeTireOrder, registerShopper, SHOPPER_PASSWORD, uniqueEmail } from './shop-api';
import { accessToken, installAtPartnerNear, installationTimes, pause, signInHere } from './shopper';

/** Installation appointments (issue 19): booking a slot, two shoppers racing for its last place. */

const PAY_WAY = /\/pages\/pay-way\/pay-way\?orderNumbers=(\d{16})/;

async function nearestInstaller(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/station/prodServiceStation?zip=90012');
  return (await res.json()).records[0].stationId;
}

async function slotsOf(request: APIRequestContext, stationId: number): Promise<StationSlotsAnswer> {
  const res = await request.get(`/api/station/${stationId}/slots`);
  if (!res.ok()) throw new Error(`slots failed: ${await res.text()}`);
  return res.json();
}

/** A chip's accessible name: its stacked lines, however the browser spaces them ('Mon, Nov 30'). */
const chip = (...lines: string[]) => new RegExp(`^${lines.join('\\W+')}$`);

const freeIn = (answer: StationSlotsAnswer, { date, start }: AppointmentChoice) =>
  answer.days.find((day) => day.date === date)?.slots.find((slot) => slot.start === start)?.free ?? 0;

async function signedInToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password: SHOPPER_PASSWORD } });
  return (await res.json()).accessToken;
}

/** A signed-in shopper with 4 tires of 235/50R18 (a size no other journey buys) in the cart, on the checkout with the nearest installer chosen. */
async function shopperAtCheckout(page: Page, request: APIRequestContext, name: string): Promise<void> {
  const email = uniqueEmail(name);
  await registerShopper(request, email);
  await page.goto('/pages/account/account');
  await signInHere(page, email);
  const search = await request.get('/api/search/tires?tireSize=235%2F50R18&size=20');
  const cards: { skuId: number; totalStocks: number }[] = (await search.json()).records;
  const card = cards.find((c) => c.totalStocks >= 8);
  if (!card) throw new Error('no 235/50R18 tire in stock');
  const added = await request.post('/api/p/shopCart/changeItem', {
    headers: { authorization: await accessToken(page) },
    data: { skuId: card.skuId, count: 4 },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/pages/basket/basket');
  await page.getByRole('button', { name: 'Checkout (4)' }).click();
  await expect(page).toHaveURL(/\/pages\/submit-order\/submit-order/);
  await installAtPartnerNear(page, '90012');
}

test('two shoppers race for the last place of an installation slot: one gets it, the other picks another time', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The slot the checkout suggests first, filled through the API until one place is left.
  const stationId = await nearestInstaller(request);
  const slot = earliestFreeSlot((await slotsOf(request, stationId)).days);
  if (!slot) throw new Error('the nearest installer has no free time');
  const filler = uniqueEmail('filler');
  await registerShopper(request, filler);
  const fillerToken = await signedInToken(request, filler);
  while (freeIn(await slotsOf(request, stationId), slot) > 1) {
    await placeTireOrder(request, fillerToken, '235/50R18', 'installer', slot);
  }
  expect(freeIn(await slotsOf(request, stationId), slot)).toBe(1);

  const bobContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': '10.89.0.19' },
  });
  const bob = await bobContext.newPage();
  await shopperAtCheckout(page, request, 'ann-slot');
  await shopperAtCheckout(bob, request, 'bob-slot');

  // Both are offered the same time with its one place left.
  const lastPlace = chip(formatSlotTime(slot.start), '1 left');
  for (const shopper of [page, bob]) {
    const picker = shopper.getByRole('group', { name: 'Installation time' });
    await expect(
      picker.getByRole('button', {
        name: chip(...formatAppointmentDay(slot.date).split(', ')),
        pressed: true,
      }),
    ).toBeVisible();
    await expect(
      installationTimes(shopper).getByRole('button', { name: lastPlace, pressed: true }),
    ).toBeVisible();
    await expect(shopper.getByRole('button', { name: 'Place order' })).toBeEnabled();
  }
  const picker = page.getByRole('group', { name: 'Installation time' });
  await picker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/slots.png' });
  await expectAccessible(page);

  await pause(page);
  await Promise.all([
    page.getByRole('button', { name: 'Place order' }).click(),
    bob.getByRole('button', { name: 'Place order' }).click(),
  ]);
  await expect
    .poll(() => [page, bob].filter((shopper) => PAY_WAY.test(shopper.url())).length, { timeout: 15_000 })
    .toBe(1);
  const [winner, loser] = PAY_WAY.test(page.url()) ? [page, bob] : [bob, page];

  // The other is told, sees the time full, and books another.
  await expect(loser.getByText(AppointmentMessages.SlotFull).first()).toBeVisible();
  await expect(loser.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await expect(
    installationTimes(loser).getByRole('button', { name: chip(formatSlotTime(slot.start), 'Full') }),
  ).toBeVisible();
  await pause(loser);
  await installationTimes(loser).getByRole('button', { pressed: false, disabled: false }).first().click();
  await expect(loser.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await pause(loser);
  await loser.getByRole('button', { name: 'Place order' }).click();
  await expect(loser).toHaveURL(PAY_WAY);
  expect(freeIn(await slotsOf(request, stationId), slot)).toBe(0);

  // The winner's order shows the booked time.
  const orderNumber = winner.url().match(PAY_WAY)?.[1] ?? '';
  await winner.goto(`/pages/order-detail/order-detail?orderNum=${orderNumber}`);
  const booked = winner.locator('section', {
    has: winner.getByRole('heading', { name: 'Your appointment' }),
  });
  await expect(booked.getByText(formatAppointmentDay(slot.date))).toBeVisible();
  await booked.scrollIntoViewIfNeeded();
  await winner.screenshot({ path: '/tmp/order-appointment.png' });
  await bobContext.close();
});

test.describe('the console', () => {
  useConsoleViewport();

  test('staff see an installer’s appointments of a day and the appointment on the order', async ({
    page,
    request,
  }) => {
    const stationId = await nearestInstaller(request);
    const slot = earliestFreeSlot((await slotsOf(request, stationId)).days);
    if (!slot) throw new Error('the nearest installer has no free time');
    const email = uniqueEmail('console-slot');
    await registerShopper(request, email);
    const { orderNumber } = await placeTireOrder(
      request,
      await signedInToken(request, email),
      '235/50R18',
      'installer',
      slot,
    );

    await signInToConsole(page);
    await page.goto(`/admin/installers/${stationId}`);
    const day = page.getByRole('region', { name: 'Appointments' });
    await day.getByLabel('Day').fill(slot.date);
    const row = day.getByRole('row', { name: new RegExp(orderNumber) });
    await expect(row).toContainText(formatSlotTime(slot.start));
    await expectAccessible(page);

    await row.getByRole('link', { name: orderNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNumber}`));
    await expect(
      page.getByText(`${formatAppointmentDay(slot.date)}, ${formatSlotTime(slot.start)}`),
    ).toBeVisible();
  });
});
