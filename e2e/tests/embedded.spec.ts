import { pageOf, text } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { main, scrollToFooter, waitForShell } from '../support/shell.ts';
import { shops } from '../support/shops.ts';

const shop = shops.embedded;

test('header and footer hidden by config give the embedded layout', async ({ page }) => {
  expect(shop.catalog().shop.show_header).toBe(false);
  expect(shop.catalog().shop.show_footer).toBe(false);
  await page.goto(`${shop.origin}/en`);
  await waitForShell(page);
  // The footer loads lazily near the viewport: scroll down and let loading settle before checking it is absent.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page, 'embedded home');

  await page.goto(`${shop.origin}/en/page/imprint`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
    text(shop.catalog(), pageOf(shop.catalog(), 'imprint').title, 'en'),
  );
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectAccessible(page, 'embedded static page');
});

test('the demo shop shows header and footer', async ({ page }) => {
  await page.goto(`${shops.demo.origin}/en`);
  await waitForShell(page);
  await expect(page.getByRole('banner')).toBeVisible();
  await scrollToFooter(page);
});
