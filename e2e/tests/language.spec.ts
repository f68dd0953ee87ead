import { LANGUAGE_NAMES, pageOf, text } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { languageButton, main, openLanguageList, openNavigation, switchLanguage, waitForShell } from '../support/shell.ts';
import { shops } from '../support/shops.ts';

const catalog = shops.demo.catalog;

test('switching to Deutsch replaces the language segment, reloads and shows German', async ({ page }) => {
  await page.goto('/en/page/imprint');
  await waitForShell(page);
  const imprint = pageOf(catalog(), 'imprint');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(text(catalog(), imprint.title, 'en'));
  // A marker on window survives client-side navigation but not a reload.
  await page.evaluate(() => Object.assign(window, { foyerE2eMarker: true }));

  await switchLanguage(page, 'de');

  await expect(page).toHaveURL(/\/de\/page\/imprint$/);
  await waitForShell(page);
  expect(await page.evaluate(() => 'foyerE2eMarker' in window), 'the language switch reloads the page').toBe(false);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(text(catalog(), imprint.title, 'de'));
  await expectAccessible(page, 'imprint de after language switch');

  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(text(catalog(), imprint.title, 'de'));

  await page.goto('/');
  await expect(page, 'the chosen language becomes the initial language').toHaveURL(/\/de$/);
});

test('the language dropdown offers every configured language', async ({ page }) => {
  await page.goto('/en');
  await waitForShell(page);
  const entries = await openLanguageList(page);
  await expect(entries).toHaveText(catalog().shop.languages.map((lang) => LANGUAGE_NAMES[lang]));
  await expectAccessible(page, 'language dropdown open');
});

test('a shop with a single language has no language dropdown', async ({ page }) => {
  expect(shops.variant.catalog().shop.languages).toHaveLength(1);
  await page.goto(`${shops.variant.origin}/en`);
  await waitForShell(page);
  await openNavigation(page);
  await expect(languageButton(page)).toHaveCount(0);
});
