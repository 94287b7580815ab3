import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

let journeys = 0;

/** Every journey runs at the shop's address started by global-setup, and checks accessibility as it goes. */
export const test = base.extend<{ cspViolations: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture needs from this destructuring.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // Each journey comes from its own address, as real shoppers do (the shop trusts the proxy header here), so
  // the per-address sign-up brakes (20 codes an hour) count one journey's shoppers, not the whole run's.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture needs from this destructuring.
  extraHTTPHeaders: async ({}, use) => {
    journeys += 1;
    await use({ 'x-forwarded-for': `10.88.${Math.floor(journeys / 250)}.${(journeys % 250) + 1}` });
  },
  // Chromium reports every Content-Security-Policy refusal on the console; a journey ends with none.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function expectAccessible(page: Page): Promise<void> {
  // SPEC §2 mandates #9FA3A9 on #FFF for inactive tab labels (2.5:1); that one known contrast gap is left to the spec.
  const { violations } = await new AxeBuilder({ page })
    .exclude('.tabbar__item:not([aria-current]) > .tabbar__label')
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
