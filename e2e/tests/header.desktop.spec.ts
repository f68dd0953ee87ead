import { SECTION_KEYS } from '../support/catalog.ts';
import { addProduct } from '../support/merchandise.ts';
import { uiText } from '../support/ui-text.ts';
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

test('content brought into view lands below the two-row header: the checkout progress is not hidden under it', async ({ page }) => {
  const product = (shops.demo.catalog().products as { id: number }[] | undefined)?.[0];
  if (!product) throw new Error('the demo catalog has no product');
  await page.goto(`/de/product/${product.id}`);
  await addProduct(page, 'de');
  await page.goto('/de/checkout');
  const progress = page.getByRole('navigation', { name: uiText('de', 'checkout', 'progress.label') });
  await expect(progress).toBeVisible();
  // The page must be scrolled away first so that bringing the progress into view moves it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await progress.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const headerBox = await header(page).boundingBox();
  const progressBox = await progress.boundingBox();
  expect(progressBox?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
});
