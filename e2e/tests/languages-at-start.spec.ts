import { siteName, text } from '../support/catalog.ts';
import { expect, test } from '../support/fixtures.ts';
import { main, waitForShell } from '../support/shell.ts';
import { shops } from '../support/shops.ts';

const shop = shops.bilingual;

test.describe('a shop offering French and German only', () => {
  test('opened at / by an English-speaking browser, it starts in its first language, French', async ({ page }) => {
    await page.goto(`${shop.origin}/`);
    await expect(page).toHaveURL(`${shop.origin}/fr`);
    await waitForShell(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(new RegExp(siteName(shop.catalog(), 'fr')));
  });

  test('a deep link in Italian, a language it does not offer, opens the same page in French', async ({ page }) => {
    await page.goto(`${shop.origin}/it/tickets?partner=hotel-lake`);
    await expect(page).toHaveURL(`${shop.origin}/fr/tickets?partner=hotel-lake`);
    await waitForShell(page);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(text(shop.catalog(), shop.catalog().shop.nav_translations?.tickets ?? {}, 'fr'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a German-speaking browser opening / is greeted in German', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-CH' });
    const page = await context.newPage();
    await page.goto(`${shop.origin}/`);
    await expect(page).toHaveURL(`${shop.origin}/de`);
    await waitForShell(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await context.close();
  });
});
