import type { Page } from '@playwright/test';
import { text } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { waitForShell } from '../support/shell.ts';
import { shops } from '../support/shops.ts';

/** The notice is found by the museum's own cookie text, so the test holds in any language. */
const notice = (page: Page, lang: 'en' | 'de') => {
  const catalog = shops.demo.catalog();
  const words = text(catalog, catalog.content.cookie_warning, lang).split(/\s+/).slice(0, 6).join(' ');
  return page.getByRole('region').or(page.getByRole('dialog')).filter({ hasText: words });
};

for (const lang of ['en', 'de'] as const) {
  test(`cookie notice in ${lang}: shown until accepted, stays accepted for the session`, async ({ page, browser }) => {
    expect(shops.demo.catalog().shop.show_cookie_disclaimer ?? true).toBe(true);
    await page.goto(`/${lang}`);
    await waitForShell(page);
    await expect(notice(page, lang)).toBeVisible();
    await expectAccessible(page, `cookie notice ${lang}`);

    await notice(page, lang).getByRole('button').first().click();
    await expect(notice(page, lang)).toBeHidden();

    await page.reload();
    await waitForShell(page);
    await expect(notice(page, lang)).toBeHidden();

    // Acceptance is kept in sessionStorage: a new browsing session asks again.
    const fresh = await browser.newPage();
    await fresh.goto(`${shops.demo.origin}/${lang}`);
    await waitForShell(fresh);
    await expect(notice(fresh, lang)).toBeVisible();
    await fresh.close();
  });
}

test('no cookie notice when the shop switches it off', async ({ page }) => {
  const catalog = shops.variant.catalog();
  expect(catalog.shop.show_cookie_disclaimer).toBe(false);
  await page.goto(`${shops.variant.origin}/en`);
  await waitForShell(page);
  const words = text(catalog, catalog.content.cookie_warning, 'en').split(/\s+/).slice(0, 6).join(' ');
  await expect(page.getByText(words)).toHaveCount(0);
});
