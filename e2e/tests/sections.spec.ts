import { expectedLogoLink, SECTION_KEYS } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { entryPoints, header, linkTo, openNavigation, sectionHref, waitForShell } from '../support/shell.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

for (const shop of [shops.demo, shops.variant]) {
  test.describe(`${shop.key} shop`, () => {
    test('header section links and home entry points follow the section flags', async ({ page }) => {
      const { sections } = shop.catalog().shop;
      await page.goto(`${shop.origin}/en`);
      await waitForShell(page);
      const entries = entryPoints(page, uiText('en', 'home', 'sectionsHeading'));
      for (const key of SECTION_KEYS) {
        const entry = linkTo(entries, sectionHref('en', key));
        if (sections[key]) await expect(entry, `${key} entry point`).toBeVisible();
        else await expect(entry, `no ${key} entry point`).toHaveCount(0);
      }
      await openNavigation(page);
      for (const key of SECTION_KEYS) {
        const link = linkTo(header(page), sectionHref('en', key));
        if (sections[key]) await expect(link.first(), `${key} enabled`).toBeVisible();
        else await expect(link, `${key} disabled`).toHaveCount(0);
      }
      await expectAccessible(page, `${shop.key} header with navigation open`);
    });

    test('login and register links follow user registration and carry returnTo', async ({ page }) => {
      const enabled = shop.catalog().shop.user_registration;
      await page.goto(`${shop.origin}/en/page/terms`);
      await waitForShell(page);
      await openNavigation(page);
      for (const route of ['login', 'register']) {
        const link = header(page).locator(`a[href^="/en/${route}?"]`);
        if (!enabled) {
          await expect(link, `${route} hidden without user registration`).toHaveCount(0);
          continue;
        }
        await expect(link, `${route} shown with user registration`).toBeVisible();
        const href = await link.getAttribute('href');
        const url = new URL(href ?? '', shop.origin);
        expect(url.pathname).toBe(`/en/${route}`);
        expect(url.searchParams.get('returnTo')).toBe('/en/page/terms');
      }
    });

    test('the logo links home or to the main museum site in a new tab', async ({ page }) => {
      const expected = expectedLogoLink(shop.catalog(), 'en');
      await page.goto(`${shop.origin}/en/page/imprint`);
      await waitForShell(page);
      const logo = header(page).getByRole('link').first();
      await expect(logo).toHaveAttribute('href', expected.href);
      if (expected.newTab) await expect(logo).toHaveAttribute('target', '_blank');
      else await expect(logo).not.toHaveAttribute('target', '_blank');
    });

    test('the header has a basket link to checkout', async ({ page }) => {
      await page.goto(`${shop.origin}/en`);
      await waitForShell(page);
      await expect(linkTo(header(page), '/en/checkout')).toBeVisible();
    });
  });
}
