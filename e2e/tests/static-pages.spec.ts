import { firstParagraph, pageOf, siteName, text, type Lang, type TermsKey } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { expectTitle, main, scrollToFooter, waitForShell } from '../support/shell.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const catalog = shops.demo.catalog;
const PAGES: TermsKey[] = ['imprint', 'terms', 'data_protection', 'shipping', 'accessibility_statement'];

for (const lang of ['en', 'de'] as const satisfies Lang[]) {
  for (const id of PAGES) {
    test(`static page ${id} in ${lang}: heading, text and page title`, async ({ page }) => {
      const title = text(catalog(), pageOf(catalog(), id).title, lang);
      await page.goto(`/${lang}/page/${id}`);
      await waitForShell(page);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main(page).getByText(firstParagraph(catalog(), id, lang), { exact: true })).toBeVisible();
      await expectTitle(page, siteName(catalog(), lang), uiText(lang, 'common', `titles.${id}`));
      await expectAccessible(page, `page ${id} ${lang}`);
    });
  }
}

test('footer links open static pages inside the app and update the title', async ({ page }) => {
  await page.goto('/en');
  await waitForShell(page);
  await page.evaluate(() => Object.assign(window, { foyerE2eMarker: true }));
  await (await scrollToFooter(page)).locator('a[href="/en/page/terms"]').click();
  const title = text(catalog(), pageOf(catalog(), 'terms').title, 'en');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
  await expectTitle(page, siteName(catalog(), 'en'), uiText('en', 'common', 'titles.terms'));
  expect(await page.evaluate(() => 'foyerE2eMarker' in window), 'client-side navigation, no reload').toBe(true);
});
