import { siteName } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { expectTitle, linkTo, main, waitForShell } from '../support/shell.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const cases = [
  { path: '/en/no-such-screen', lang: 'en' },
  { path: '/de/gibt-es-nicht', lang: 'de' },
  { path: '/en/page/no-such-page', lang: 'en' },
  // An unknown language is not a shop path; the screen speaks the initial language, English.
  { path: '/xx/tickets', lang: 'en' },
] as const;

for (const { path, lang } of cases) {
  test(`not-found screen for ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForShell(page);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'pages', 'notFound.heading'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(linkTo(main(page), `/${lang}`).first()).toBeVisible();
    await expectTitle(page, siteName(shops.demo.catalog(), lang), uiText(lang, 'common', 'titles.notFound'));
    await expectAccessible(page, `not found ${path}`);
  });
}
