import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * DESIGN.md quality bar: zero serious or critical axe violations on every screen.
 * Lesser findings are reported in the failure message of a real violation only.
 */
export const expectAccessible = async (page: Page, screen: string): Promise<void> => {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const described = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(described, `axe violations on ${screen} (${page.url()})`).toEqual([]);
};

/**
 * The shell keeps per-session state in sessionStorage (cookie acceptance, language, cart).
 * Playwright starts each test in a fresh context; this fixture also clears the storage after
 * each test, so no state leaks between tests even if a context or page is ever shared.
 */
export const test = base.extend<{ cleanSession: void }>({
  cleanSession: [
    async ({ page }, use) => {
      await use();
      if (page.isClosed() || !page.url().startsWith('http')) return;
      await page.evaluate(() => window.sessionStorage.clear());
    },
    { auto: true },
  ],
});

export { expect };
