import { SECTION_KEYS } from '../support/catalog.ts';
import { expect, test } from '../support/fixtures.ts';
import { header, linkTo, menuToggle, sectionHref, waitForShell } from '../support/shell.ts';
import { shops } from '../support/shops.ts';

test('at 1280 px the navigation fits: links in the header, no menu toggle', async ({ page }) => {
  await page.goto('/en');
  await waitForShell(page);
  await expect(menuToggle(page)).toBeHidden();
  const enabled = SECTION_KEYS.filter((key) => shops.demo.catalog().shop.sections[key]);
  for (const key of enabled) await expect(linkTo(header(page), sectionHref('en', key)).first()).toBeVisible();
});

test('from 1200 px the whole menu fits in every language: sections and account links in a row of their own', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  for (const lang of shops.demo.catalog().shop.languages) {
    await page.goto(`/${lang}`);
    await waitForShell(page);
    await expect(menuToggle(page), `no menu toggle in ${lang}`).toBeHidden();
    await expect(header(page).locator(`a[href^="/${lang}/register?"]`), `register link in ${lang}`).toBeVisible();
  }
});

test('on a 1366 px desktop the French, Dutch and Spanish menus show every section link in the header', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const enabled = SECTION_KEYS.filter((key) => shops.demo.catalog().shop.sections[key]);
  for (const lang of ['fr', 'nl', 'es'] as const) {
    await page.goto(`/${lang}`);
    await waitForShell(page);
    await expect(menuToggle(page), `no menu toggle in ${lang}`).toBeHidden();
    for (const key of enabled) await expect(linkTo(header(page), sectionHref(lang, key)).first(), `${key} in ${lang}`).toBeVisible();
  }
});
