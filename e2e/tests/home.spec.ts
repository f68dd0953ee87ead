import { SECTION_KEYS, siteName, text, type Lang } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { entryPoints, expectTitle, linkTo, main, sectionHref, waitForShell } from '../support/shell.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const catalog = shops.demo.catalog;

for (const lang of ['en', 'de'] as const satisfies Lang[]) {
  test(`home in ${lang}: heading, banners, entry points of the enabled sections`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await waitForShell(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectTitle(page, siteName(catalog(), lang), uiText(lang, 'common', 'titles.home'));

    const firstGroup = catalog().content.banners[0] ?? [];
    const [firstBanner] = firstGroup;
    expect(firstBanner, 'the demo museum has at least one banner').toBeDefined();
    if (firstBanner) {
      await expect(main(page).getByText(text(catalog(), firstBanner.title, lang), { exact: true }).first()).toBeVisible();
      await expect(main(page).getByRole('img', { name: text(catalog(), firstBanner.alt, lang) }).first()).toBeVisible();
    }
    const secondBanner = firstGroup[1];
    if (secondBanner) {
      // Slides other than the current one are hidden from assistive technology, so the role query finds only the shown one.
      const secondImage = main(page).getByRole('img', { name: text(catalog(), secondBanner.alt, lang) });
      await expect(secondImage).toHaveCount(0);
      await main(page).getByRole('button', { name: uiText(lang, 'home', 'carousel.next') }).click();
      await expect(secondImage.first()).toBeVisible();
    }

    const entries = entryPoints(page, uiText(lang, 'home', 'sectionsHeading'));
    for (const key of SECTION_KEYS) {
      const entry = linkTo(entries, sectionHref(lang, key));
      if (catalog().shop.sections[key]) await expect(entry, `entry point ${key}`).toBeVisible();
      else await expect(entry, `no entry point for disabled ${key}`).toHaveCount(0);
    }
    await expectAccessible(page, `home ${lang}`);
  });
}

test('the bare address goes to the initial language, English when nothing is stored', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
