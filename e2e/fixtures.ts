import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every journey runs at the shop's address started by global-setup, and checks accessibility as it goes. */
export const test = base.extend<{ cspViolations: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture needs from this destructuring.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
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
