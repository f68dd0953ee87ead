import { expectedTermsKeys, termsHref, text, type Lang } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { footer, linkTo, scrollToFooter, waitForShell } from '../support/shell.ts';
import { shops } from '../support/shops.ts';

const cases: { shop: (typeof shops)['demo']; lang: Lang }[] = [
  { shop: shops.demo, lang: 'en' },
  { shop: shops.demo, lang: 'de' },
  { shop: shops.variant, lang: 'en' },
];

for (const { shop, lang } of cases) {
  test(`${shop.key} footer in ${lang}: copyright, terms links by currency and merchandise`, async ({ page }) => {
    const catalog = shop.catalog();
    await page.goto(`${shop.origin}/${lang}`);
    await waitForShell(page);
    await scrollToFooter(page);
    // The museum of the shop's catalog holds the copyright, never the software's maker.
    await expect(footer(page).getByText(`© ${new Date().getFullYear()} ${String(catalog.shop.meta.museum_name)}.`)).toBeVisible();
    await expect(footer(page)).not.toContainText('Foyer Museum Services');
    const { shown, hidden } = expectedTermsKeys(catalog);
    for (const key of shown) await expect(linkTo(footer(page), termsHref(catalog, key, lang)), key).toBeVisible();
    for (const key of hidden) await expect(linkTo(footer(page), termsHref(catalog, key, lang)), key).toHaveCount(0);
    await expectAccessible(page, `${shop.key} footer ${lang}`);
  });

  test(`${shop.key} footer in ${lang}: social links by sequence_no, partner logos, sponsors`, async ({ page }) => {
    const catalog = shop.catalog();
    await page.goto(`${shop.origin}/${lang}`);
    await waitForShell(page);
    await scrollToFooter(page);
    const social = [...catalog.content.social_media].sort((a, b) => a.sequence_no - b.sequence_no).map((link) => link.url);
    const hrefs = await footer(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => social.includes(href))).toEqual(social);

    for (const group of catalog.content.partner_logos) {
      for (const logo of group.logos) {
        await expect(footer(page).getByRole('img', { name: text(catalog, logo.alt, lang) }).first()).toBeVisible();
      }
    }
    for (const group of catalog.content.sponsor_groups) {
      await expect(footer(page).getByText(text(catalog, group.name, lang), { exact: true }).first()).toBeVisible();
      for (const sponsor of group.sponsors) {
        await expect(footer(page).getByRole('img', { name: text(catalog, sponsor.alt, lang) }).first()).toBeVisible();
      }
    }
  });
}

test('the demo museum exercises the footer rules', () => {
  const demo = shops.demo.catalog();
  expect(demo.content.social_media.length, 'social links to sort').toBeGreaterThan(1);
  expect(demo.content.partner_logos.length, 'partner logo groups').toBeGreaterThan(0);
  expect(expectedTermsKeys(demo).hidden).not.toEqual(expectedTermsKeys(shops.variant.catalog()).hidden);
});
